/**
 * The signed registration card of an online check-in (docs/online-check-in.md#the-registration-card), on
 * the Arrivals page and in the Guest Details dialog: *Registration card* opens the PDF; the hotel's owner
 * also sees *Check card*, which reads "Intact" or "Changed since signing". Given the card's object name
 * (the Arrivals list embeds it; the dialog asks `useRegistrationCardObject`).
 */
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useMemberRole } from '@/lib/member-role';
import { checkRegistrationCard, openRegistrationCard, type CardCheck } from '@/lib/registration-card';
import { toast } from '@/lib/toast';

export const CARD_CHECK_LABEL: Record<CardCheck, string> = {
  intact: 'Intact',
  changed: 'Changed since signing',
};

type Props = {
  hotelId: string;
  userId: string | null;
  stayId: string;
  /** The card's object in the bucket (`checkin_declarations.card_object`). */
  object: string;
  /** Whose card, for the buttons' accessible names ("for Lena Berg"). */
  label: string;
};

export function RegistrationCardActions({ hotelId, userId, stayId, object, label }: Props) {
  const role = useMemberRole(hotelId, userId);
  const [checking, setChecking] = useState(false);
  const [verdict, setVerdict] = useState<CardCheck | null>(null);

  async function check() {
    setChecking(true);
    try {
      setVerdict(await checkRegistrationCard(stayId, object));
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'The card could not be checked.');
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        aria-label={`Registration card ${label}`}
        onClick={() =>
          void openRegistrationCard(object).catch(() =>
            toast.error('The registration card could not be opened. Try again.'),
          )
        }
      >
        Registration card
      </Button>
      {role.data === 'owner' && (
        <Button variant="ghost" aria-label={`Check card ${label}`} disabled={checking} onClick={() => void check()}>
          {checking ? 'Checking…' : 'Check card'}
        </Button>
      )}
      {verdict && (
        <span
          role="status"
          data-testid="card-check"
          className={`rounded-full px-3 py-1 text-xs font-medium ${
            verdict === 'intact' ? 'bg-emerald-50 text-emerald-800' : 'bg-red-50 text-red-800'
          }`}
        >
          {CARD_CHECK_LABEL[verdict]}
        </span>
      )}
    </div>
  );
}
