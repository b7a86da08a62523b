/**
 * Edit a guest from the details dialog (docs/product.md#states: Save writes and returns to view). Input is the
 * shared guest schema's shape; dates are saved as ISO dates (docs/product.md#validation "converted to ISO on save").
 * The `hotel_id` filter repeats what RLS enforces, so a stale dialog cannot touch another hotel.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { GUEST_COLUMNS, type Guest } from './guest-columns';
import { guestKeys } from './guest-keys';

const text = z
  .string()
  .trim()
  .max(300)
  .transform((v) => v || null);
const isoDate = z.union([z.iso.date(), z.literal('')]).transform((v) => v || null);

export const updateGuestInputSchema = z
  .object({
    first_name: text,
    last_name: text,
    passport_number: text,
    nationality: text,
    travel_agent_name: text,
    email: text,
    phone: text,
    room: text,
    chauffeur_name: text,
    chauffeur_contact: text,
    // check_in is NOT NULL in public.guests; check_out may be cleared.
    check_in: z.iso.date('Check-in date is required'),
    check_out: isoDate,
  })
  .refine((g) => !g.check_in || !g.check_out || g.check_out >= g.check_in, {
    path: ['check_out'],
    message: 'Checkout must be on or after check-in',
  });
export type UpdateGuestFormValues = z.input<typeof updateGuestInputSchema>;
export type UpdateGuestInput = z.output<typeof updateGuestInputSchema>;

export async function updateGuest(hotelId: string, guestId: string, input: UpdateGuestInput): Promise<Guest> {
  const { data, error } = await supabase
    .from('guests')
    .update(input)
    .eq('id', guestId)
    .eq('hotel_id', hotelId)
    .select(GUEST_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

export function useUpdateGuest(hotelId: string, guestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateGuestInput) => updateGuest(hotelId, guestId, input),
    onSuccess: (guest) => {
      queryClient.setQueryData(guestKeys.detail(hotelId, guestId), guest);
      void queryClient.invalidateQueries({ queryKey: guestKeys.lists(hotelId) });
    },
  });
}
