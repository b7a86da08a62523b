/**
 * Delete a guest (docs/product.md#states, after confirmation) and then, best effort, its passport images: the row is
 * the record of truth, so a failed storage cleanup does not fail the delete.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { attachmentsOf, type Guest } from './guest-columns';
import { guestKeys } from './guest-keys';
import { guestRemovalKey } from './guest-removal';
import { PASSPORT_BUCKET } from './signed-urls';

export async function deleteGuest(hotelId: string, guest: Pick<Guest, 'id' | 'attachments'>): Promise<void> {
  const { error, count } = await supabase
    .from('guests')
    .delete({ count: 'exact' })
    .eq('id', guest.id)
    .eq('hotel_id', hotelId);
  if (error) throw error;
  if (count === 0) throw new Error('Guest was not deleted');
  const objects = attachmentsOf(guest).filter((n) => !/^https?:\/\//.test(n));
  if (objects.length)
    await supabase.storage
      .from(PASSPORT_BUCKET)
      .remove(objects)
      .catch(() => undefined);
}

export function useDeleteGuest(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: guestRemovalKey(hotelId),
    mutationFn: (guest: Pick<Guest, 'id' | 'attachments'>) => deleteGuest(hotelId, guest),
    onSuccess: (_, guest) => {
      queryClient.removeQueries({ queryKey: guestKeys.detail(hotelId, guest.id) });
      void queryClient.invalidateQueries({ queryKey: guestKeys.lists(hotelId) });
      void queryClient.invalidateQueries({ queryKey: guestKeys.counts(hotelId) });
    },
  });
}
