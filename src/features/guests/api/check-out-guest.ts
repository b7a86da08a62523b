/** Checkout Now (docs/product.md#states): rpc `check_out_guest` stamps the server's time once; errors if already out. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Guest } from './guest-columns';
import { guestKeys } from './guest-keys';

export async function checkOutGuest(guestId: string): Promise<Guest> {
  const { data, error } = await supabase.rpc('check_out_guest', { p_guest_id: guestId });
  if (error) throw error;
  return (Array.isArray(data) ? data[0] : data) as Guest;
}

export function useCheckOutGuest(hotelId: string, guestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => checkOutGuest(guestId),
    onSuccess: (guest) => {
      if (guest?.id) queryClient.setQueryData(guestKeys.detail(hotelId, guestId), guest);
      void queryClient.invalidateQueries({ queryKey: guestKeys.hotel(hotelId) });
    },
  });
}
