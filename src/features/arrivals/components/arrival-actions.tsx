/** What staff can do with one arrival: send (or renew) its link, revoke it, check the arrival in. */
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import type { Arrival } from '../api/list-arrivals';
import { useCheckInArrival } from '../api/check-in-arrival';
import { useCreateCheckinLink } from '../api/create-checkin-link';
import { useRevokeCheckinLink } from '../api/revoke-checkin-link';

type Props = { hotelId: string; arrival: Arrival; onLink: (url: string, arrival: Arrival) => void };

export function ArrivalActions({ hotelId, arrival, onLink }: Props) {
  const create = useCreateCheckinLink(hotelId);
  const revoke = useRevokeCheckinLink(hotelId);
  const checkIn = useCheckInArrival(hotelId);
  if (arrival.state === 'checked_in' || arrival.state === 'cancelled') return null;
  const live = arrival.state === 'sent' || arrival.state === 'opened' || arrival.state === 'completed';
  const label = `for ${arrival.guestName}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        aria-label={`${live ? 'New link' : 'Create link'} ${label}`}
        disabled={create.isPending}
        onClick={() =>
          create.mutate(arrival.id, {
            onSuccess: (url) => onLink(url, arrival),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        {live ? 'New link' : 'Create link'}
      </Button>
      {live && (
        <Button
          variant="ghost"
          aria-label={`Revoke link ${label}`}
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(arrival.id, {
              onSuccess: () => toast.success('Link revoked.'),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          Revoke link
        </Button>
      )}
      {arrival.state === 'completed' && (
        <Button
          variant="success"
          aria-label={`Check in ${arrival.guestName}`}
          disabled={checkIn.isPending}
          onClick={() =>
            checkIn.mutate(arrival.id, {
              onSuccess: (count) =>
                toast.success(`Checked in: ${count} ${count === 1 ? 'guest' : 'guests'} registered.`),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          Check in
        </Button>
      )}
    </div>
  );
}
