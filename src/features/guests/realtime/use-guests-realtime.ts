/**
 * Keeps the guest list live (issue 5): a `postgres_changes` subscription on `public.guests` with
 * filter `hotel_id=eq.<id>` (RLS decides delivery) invalidates the hotel's list queries. Every
 * (re)SUBSCRIBED also invalidates, because Realtime never replays events missed while disconnected.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { guestKeys } from '../api/guest-keys';

export function useGuestsRealtime(hotelId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: guestKeys.hotel(hotelId) });
    const channel = supabase
      .channel(`guests:${hotelId}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'guests', filter: `hotel_id=eq.${hotelId}` }, refresh)
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') refresh();
      });
    return () => void supabase.removeChannel(channel);
  }, [hotelId, queryClient]);
}
