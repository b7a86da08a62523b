/** Edit mode of the details dialog: every guest field, dates as date inputs (saved as ISO dates). */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TextField } from '@/components/ui/text-field';
import type { Guest } from '../api/guest-columns';
import { updateGuestInputSchema, type UpdateGuestFormValues, type UpdateGuestInput } from '../api/update-guest';

const FIELDS: [keyof UpdateGuestFormValues, string, string?][] = [
  ['first_name', 'First Name'],
  ['last_name', 'Last Name'],
  ['passport_number', 'Passport Number'],
  ['nationality', 'Nationality'],
  ['travel_agent_name', 'Travel Agent'],
  ['email', 'Email', 'email'],
  ['phone', 'Phone', 'tel'],
  ['room', 'Room'],
  ['check_in', 'Check-In Date', 'date'],
  ['check_out', 'Checkout Date', 'date'],
  ['chauffeur_name', 'Chauffeur Name'],
  ['chauffeur_contact', 'Chauffeur Contact'],
];

export const GUEST_EDIT_FORM_ID = 'guest-edit-form';

export function GuestEditForm({ guest, onSave }: { guest: Guest; onSave: (input: UpdateGuestInput) => void }) {
  const defaults = Object.fromEntries(FIELDS.map(([key]) => [key, guest[key] ?? ''])) as UpdateGuestFormValues;
  const form = useForm<UpdateGuestFormValues, unknown, UpdateGuestInput>({
    resolver: zodResolver(updateGuestInputSchema),
    defaultValues: defaults,
  });
  return (
    <form
      id={GUEST_EDIT_FORM_ID}
      noValidate
      className="grid grid-cols-1 gap-3 sm:grid-cols-2"
      onSubmit={form.handleSubmit(onSave)}
    >
      {FIELDS.map(([key, label, type]) => {
        const error = form.formState.errors[key]?.message;
        return (
          <div key={key}>
            <TextField label={label} type={type ?? 'text'} invalid={Boolean(error)} {...form.register(key)} />
            {error && <p className="mt-1 text-xs text-red-700">{error}</p>}
          </div>
        );
      })}
    </form>
  );
}
