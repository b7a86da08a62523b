/**
 * Edit a guest from the details dialog (docs/product.md#states: Save writes and returns to view). Input is
 * the output of the shared edit schema (`guestEditSchemaFor`, the registration rules made partial); the
 * field registry maps it to columns. The `hotel_id` filter repeats what RLS enforces, so a stale dialog
 * cannot touch another hotel. Database refusals are thrown as PostgREST errors; `fieldRefusal` reads them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesUpdate } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { toGuestColumns, type GuestEditInput } from '@shared/guest-schema';
import { GUEST_COLUMNS, type Guest } from './guest-columns';
import { guestKeys } from './guest-keys';

/**
 * @param input edited fields (camelCase keys, ISO dates, '' or null to clear)
 * @returns the saved row
 * @throws the PostgREST error (e.g. code 23514 with the check constraint's name in `message`)
 */
export async function updateGuest(hotelId: string, guestId: string, input: GuestEditInput): Promise<Guest> {
  const columns = toGuestColumns(input) as TablesUpdate<'guests'>;
  const guests = supabase.from('guests');
  // Nothing changed: write nothing, answer with the row as it is.
  const query = Object.keys(columns).length
    ? guests.update(columns).eq('id', guestId).eq('hotel_id', hotelId).select(GUEST_COLUMNS)
    : guests.select(GUEST_COLUMNS).eq('id', guestId).eq('hotel_id', hotelId);
  const { data, error } = await query.single();
  if (error) throw error;
  return data;
}

export function useUpdateGuest(hotelId: string, guestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GuestEditInput) => updateGuest(hotelId, guestId, input),
    onSuccess: (guest) => {
      queryClient.setQueryData(guestKeys.detail(hotelId, guestId), guest);
      void queryClient.invalidateQueries({ queryKey: guestKeys.lists(hotelId) });
    },
  });
}
