/**
 * A hotel's two-step sign-in requirement (`hotels.require_two_step`, docs/product.md#two-step-sign-in):
 * everyone of the hotel reads it; only its owner, signed in with both steps, changes it (the database
 * refuses anyone else with 42501 and a message). It is read with the hotel's row (`@/lib/hotel`), which
 * every signed-in page reads for its header anyway.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hotelKeys, hotelQueryOptions, type Hotel } from '@/lib/hotel';
import { supabase } from '@/lib/supabase';

const requiresTwoStep = (hotel: Hotel | null) => hotel?.require_two_step ?? false;

/** @returns the query of whether `hotelId` requires two-step sign-in (false for no such hotel); idle for null. */
export const useHotelRequiresTwoStep = (hotelId: string | null) =>
  useQuery({ ...hotelQueryOptions(hotelId ?? ''), enabled: Boolean(hotelId), select: requiresTwoStep });

export async function setHotelRequiresTwoStep(hotelId: string, required: boolean): Promise<void> {
  const { error } = await supabase.from('hotels').update({ require_two_step: required }).eq('id', hotelId);
  if (error) throw error;
}

export function useSetHotelRequiresTwoStep(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => setHotelRequiresTwoStep(hotelId, required),
    // Returned, so the mutation stays pending until the row is read back: otherwise the checkbox fell
    // back to the old value between the save and the refetch.
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelKeys.detail(hotelId) }),
  });
}
