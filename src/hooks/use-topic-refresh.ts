/**
 * Refreshes queries from one of a hotel's private Broadcast topics (docs/architecture.md#realtime): the
 * socket carries the user's token (`realtime.setAuth()`) before the private join, which Realtime admits
 * only when an RLS policy on realtime.messages lets the user receive that topic; supabase-js hands each
 * refreshed token to Realtime itself. Every event, and every (re)SUBSCRIBED (Realtime never replays what
 * was missed while disconnected), invalidates `queryKey`. Access that ends
 * (docs/architecture.md#access-that-ends): the topic is left the moment the session no longer carries
 * this hotel's claim (signed out, removed, moved), and a channel the server closed (its token expired
 * while the tab slept) is joined again with a fresh token.
 * @param topic e.g. `hotel:<id>:guests`
 * @param hotelId the hotel whose claim the session must keep
 * @param queryKey the queries the topic's events make stale
 */
import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { supabase } from '@/lib/supabase';

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

export function useTopicRefresh(topic: string, hotelId: string, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  // Bumped to join again after the server closed the channel.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let left = false;
    let rejoin: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    const channel = supabase.channel(topic, { config: { private: true } }).on('broadcast', { event: '*' }, refresh);
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
  }, [topic, hotelId, key, queryClient, attempt]);
}
