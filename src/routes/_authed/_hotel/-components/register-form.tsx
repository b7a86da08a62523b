/**
 * The registration form as /register shows it once the hotel's settings are in: the guest form with the
 * hotel's field settings and the passport scan. Its own chunk (with react-hook-form, the guest field
 * registry and its rules), loaded while the hotel's settings are read, so the first paint does not wait
 * for it (docs/architecture.md#performance).
 */
import { RegisterGuestForm } from '@/features/guests/components/register-guest-form';
import type { Tables } from '@/lib/database.types';
import { parseFormFields } from '@shared/guest-fields';
import { RegisterScan } from './register-scan';

type Hotel = Pick<Tables<'hotels'>, 'form_fields' | 'passport_retention'>;

export default function RegisterForm({ hotelId, hotel }: { hotelId: string; hotel: Hotel | null | undefined }) {
  return (
    <RegisterGuestForm
      hotelId={hotelId}
      formFields={parseFormFields(hotel?.form_fields)}
      keepImages={hotel?.passport_retention !== 'dont_keep'}
      renderScan={(apply) => <RegisterScan apply={apply} />}
    />
  );
}
