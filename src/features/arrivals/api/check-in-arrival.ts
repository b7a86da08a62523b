/**
 * Check an arrival in (docs/online-check-in.md#check-in): rpc `check_in_arrival` registers the declared
 * travellers as guests of the stay (registered_at now) in one transaction. The guest list is another
 * feature's cache: its Realtime topic refreshes it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arrivalKeys } from './arrival-keys';

/** @returns how many guests were registered */
export async function checkInArrival(stayId: string): Promise<number> {
  const { data, error } = await supabase.rpc('check_in_arrival', { p_stay_id: stayId });
  if (error) throw error;
  return data;
}

export function useCheckInArrival(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInArrival,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arrivalKeys.hotel(hotelId) }),
  });
}
