/**
 * Keeps the Arrivals list live (docs/online-check-in.md#arrivals): the private Broadcast topic
 * `hotel:<id>:arrivals`, to which a trigger sends `{operation, stay_id, arrival_state}` for each change of
 * a stay (a guest opening the link, completing, a check-in). Same pattern as the guest list's topic
 * (docs/architecture.md#realtime): setAuth before the private join; refetch on every event and on
 * (re)SUBSCRIBED, since Realtime never replays what was missed.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { arrivalKeys } from '../api/arrival-keys';

export const arrivalsTopic = (hotelId: string) => `hotel:${hotelId}:arrivals`;

export function useArrivalsRealtime(hotelId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: arrivalKeys.hotel(hotelId) });
    const channel = supabase
      .channel(arrivalsTopic(hotelId), { config: { private: true } })
      .on('broadcast', { event: '*' }, refresh);
    void supabase.realtime
      .setAuth()
      .catch(() => undefined)
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
