/**
 * Keeps the guest list live (docs/architecture.md#realtime): a private Broadcast channel on the hotel's
 * topic `hotel:<id>:guests`, to which a database trigger sends `{operation, guest_id}` for every
 * registration, edit, check-out and deletion. Realtime admits only staff of that hotel (RLS on
 * realtime.messages), so no other tenant hears anything, deletes included. Each event, and every
 * (re)SUBSCRIBED (Realtime never replays what was missed while disconnected), invalidates the hotel's
 * list queries.
 *
 * The socket must carry the user's token before a private join, hence `realtime.setAuth()` first
 * (https://supabase.com/docs/guides/realtime/authorization); supabase-js hands each refreshed token to
 * Realtime itself. Access that ends (docs/architecture.md#access-that-ends): the topic is left the
 * moment the session no longer carries this hotel's claim (signed out, removed, moved), and a channel
 * the server closed (its token expired while the tab slept) is joined again with a fresh token.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { supabase } from '@/lib/supabase';
import { guestKeys } from '../api/guest-keys';

/** The private Broadcast topic of a hotel's guest list. */
export function guestsTopic(hotelId: string): string {
  return `hotel:${hotelId}:guests`;
}

/** The `hotel_id` claim of an access token (decoded only: the server verifies; this only decides to leave). */
function hotelClaim(accessToken: string | undefined): string | null {
  try {
    const claim = accessToken ? decodeJwt(accessToken).hotel_id : null;
    return typeof claim === 'string' ? claim : null;
  } catch {
    return null;
  }
}

/** Wait before joining again a channel the server closed. */
const REJOIN_DELAY_MS = 2000;

export function useGuestsRealtime(hotelId: string) {
  const queryClient = useQueryClient();
  // Bumped to join again after the server closed the channel.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let left = false;
    let rejoin: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: guestKeys.hotel(hotelId) });
    const channel = supabase
      .channel(guestsTopic(hotelId), { config: { private: true } })
      .on('broadcast', { event: '*' }, refresh);
    const leave = () => {
      if (left) return;
      left = true;
      clearTimeout(rejoin);
      void supabase.removeChannel(channel);
    };
    const { data: auth } = supabase.auth.onAuthStateChange((_event, session) => {
      if (hotelClaim(session?.access_token) !== hotelId) leave();
    });
    void supabase.realtime
      .setAuth()
      .catch(() => undefined) // no session yet: the join is refused and retried once one exists
      .then(() => {
        if (left) return;
        channel.subscribe((status) => {
          if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) refresh();
          // Closed by the server, not by us: realtime-js does not rejoin a closed channel by itself.
          if (status === REALTIME_SUBSCRIBE_STATES.CLOSED && !left)
            rejoin = setTimeout(() => setAttempt((n) => n + 1), REJOIN_DELAY_MS);
        });
      });
    return () => {
      auth.subscription.unsubscribe();
      leave();
    };
  }, [hotelId, queryClient, attempt]);
}
