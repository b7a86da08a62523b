/**
 * Arrivals (docs/online-check-in.md#arrivals): add an expected arrival, give the guest a check-in link,
 * follow its state live (link not sent, sent, opened, completed, checked in), open the signed registration
 * card (the owner can check it) and check it in.
 */
import { useState } from 'react';
import { RegistrationCardActions } from '@/components/registration-card-actions';
import { formatDate } from '@/lib/format';
import { useArrivals, type Arrival, type ArrivalState } from '../api/list-arrivals';
import { useArrivalsRealtime } from '../hooks/use-arrivals-realtime';
import { AddArrivalForm } from './add-arrival-form';
import { ArrivalActions } from './arrival-actions';
import { LinkDialog } from './link-dialog';

const STATE_LABEL: Record<ArrivalState, string> = {
  link_not_sent: 'Link not sent',
  sent: 'Sent',
  opened: 'Opened',
  completed: 'Completed',
  checked_in: 'Checked in',
  cancelled: 'Cancelled',
};
const STATE_CLASS: Record<ArrivalState, string> = {
  link_not_sent: 'bg-slate-100 text-slate-700',
  sent: 'bg-blue-50 text-blue-800',
  opened: 'bg-amber-50 text-amber-900',
  completed: 'bg-emerald-50 text-emerald-800',
  checked_in: 'bg-slate-800 text-white',
  cancelled: 'bg-slate-100 text-slate-500',
};

/** The state as the list shows it: completed says how many travellers declared. */
export function stateLabel(arrival: Pick<Arrival, 'state' | 'travellers'>): string {
  if (arrival.state !== 'completed') return STATE_LABEL[arrival.state];
  return `Completed (${arrival.travellers} ${arrival.travellers === 1 ? 'traveller' : 'travellers'})`;
}

export function ArrivalsPage({ hotelId, userId }: { hotelId: string; userId: string | null }) {
  useArrivalsRealtime(hotelId);
  const arrivals = useArrivals(hotelId);
  const [shown, setShown] = useState<{ url: string; guestName: string; stayId: string; email: string | null } | null>(
    null,
  );
  return (
    <div className="flex flex-col gap-4">
      <AddArrivalForm hotelId={hotelId} />
      {arrivals.isError && <p role="alert">Could not load the arrivals: {arrivals.error.message}</p>}
      {arrivals.data?.length === 0 && <p className="text-slate-600">No arrivals expected. Add one above.</p>}
      <ul aria-label="Arrivals" className="flex flex-col gap-2">
        {arrivals.data?.map((arrival) => (
          <li
            key={arrival.id}
            aria-label={arrival.guestName}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">{arrival.guestName}</p>
              <p className="text-sm text-slate-600">
                {formatDate(arrival.arrivalDate)} → {formatDate(arrival.departureDate)}
                {arrival.people ? ` · ${arrival.people} guests` : ''}
                {arrival.room ? ` · room ${arrival.room}` : ''}
                {` · ${arrival.guestEmail ?? arrival.guestPhone ?? ''}`}
              </p>
            </div>
            <span
              data-testid="arrival-state"
              className={`w-fit rounded-full px-3 py-1 text-xs font-medium ${STATE_CLASS[arrival.state]}`}
            >
              {stateLabel(arrival)}
            </span>
            {arrival.card && (
              <RegistrationCardActions
                hotelId={hotelId}
                userId={userId}
                stayId={arrival.id}
                object={arrival.card}
                label={`for ${arrival.guestName}`}
              />
            )}
            <ArrivalActions
              hotelId={hotelId}
              arrival={arrival}
              onLink={(url, a) => setShown({ url, guestName: a.guestName, stayId: a.id, email: a.guestEmail })}
            />
          </li>
        ))}
      </ul>
      <LinkDialog hotelId={hotelId} shown={shown} onClose={() => setShown(null)} />
    </div>
  );
}
