/**
 * Keeps the guest list live: a `postgres_changes` subscription on `public.guests` with
 * filter `hotel_id=eq.<id>` (RLS decides delivery) invalidates the hotel's list queries. Every
 * (re)SUBSCRIBED also invalidates, because Realtime never replays events missed while disconnected.
 *
 * Deletes need their own binding: with RLS on, Realtime sends a DELETE with only the primary key in
 * `old`, so a `hotel_id` filter can never match it (Supabase docs, "Delete events are not
 * filterable"). The unfiltered DELETE binding refreshes only when the deleted id is on a page this
 * client holds, so other hotels' deletes cost nothing but the event.
 */
import { useEffect } from 'react';
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { guestKeys } from '../api/guest-keys';
import type { GuestPage } from '../api/list-guests';

/** True when a cached list page of `hotelId` shows the guest `guestId`. */
export function isGuestListed(queryClient: QueryClient, hotelId: string, guestId: unknown): boolean {
  return queryClient
    .getQueriesData<GuestPage>({ queryKey: guestKeys.lists(hotelId) })
    .some(([, page]) => page?.rows.some((row) => row.id === guestId));
}

export function useGuestsRealtime(hotelId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: guestKeys.hotel(hotelId) });
    const channel = supabase
      .channel(`guests:${hotelId}`)
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'guests', filter: `hotel_id=eq.${hotelId}` },
        refresh,
      )
      .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'guests' }, (payload) => {
        if (isGuestListed(queryClient, hotelId, payload.old?.id)) refresh();
      })
      .subscribe((status) => {
        if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) refresh();
      });
    return () => void supabase.removeChannel(channel);
  }, [hotelId, queryClient]);
}
