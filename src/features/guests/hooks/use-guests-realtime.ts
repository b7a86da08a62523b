/**
 * Keeps the guest list live (docs/architecture.md#realtime): a private Broadcast channel on the hotel's
 * topic `hotel:<id>:guests`, to which a database trigger sends `{operation, guest_id}` for every
 * registration, edit, check-out and deletion. Realtime admits only staff of that hotel (RLS on
 * realtime.messages), so no other tenant hears anything, deletes included. Each event, and every
 * (re)SUBSCRIBED (Realtime never replays what was missed while disconnected), invalidates the hotel's
 * list queries.
 *
 * The socket must carry the user's token before a private join, hence `realtime.setAuth()` first
 * (https://supabase.com/docs/guides/realtime/authorization).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { guestKeys } from '../api/guest-keys';

/** The private Broadcast topic of a hotel's guest list. */
export function guestsTopic(hotelId: string): string {
  return `hotel:${hotelId}:guests`;
}

export function useGuestsRealtime(hotelId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: guestKeys.hotel(hotelId) });
    const channel = supabase
      .channel(guestsTopic(hotelId), { config: { private: true } })
      .on('broadcast', { event: '*' }, refresh);
    void supabase.realtime
      .setAuth()
      .catch(() => undefined) // no session yet: the join is refused and retried once one exists
      .then(() => {
        if (cancelled) return;
        channel.subscribe((status) => {
          if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) refresh();
        });
      });
    return () => {
      cancelled = true;
      void supabase.removeChannel(channel);
    };
  }, [hotelId, queryClient]);
}
