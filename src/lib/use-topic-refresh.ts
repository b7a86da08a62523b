/**
 * Refreshes queries from a private Broadcast topic (docs/architecture.md#realtime): the socket carries
 * the user's token (`realtime.setAuth()`) before the private join, which Realtime admits only when an
 * RLS policy on realtime.messages lets the user receive that topic. Every event, and every
 * (re)SUBSCRIBED (Realtime never replays what was missed while disconnected), invalidates `queryKey`.
 * @param topic e.g. `hotel:<id>:guests`
 * @param queryKey the queries the topic's events make stale
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { supabase } from './supabase';

export function useTopicRefresh(topic: string, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    let cancelled = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    const channel = supabase.channel(topic, { config: { private: true } }).on('broadcast', { event: '*' }, refresh);
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
  }, [topic, key, queryClient]);
}
