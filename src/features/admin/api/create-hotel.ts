import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { adminKeys } from './admin-keys';

const REQUIRED = 'Hotel name and address are required';

/** Admin "Create New Hotel" input (docs/product.md#validation: name and address required). */
export const createHotelInputSchema = z.object({
  name: z.string().trim().min(1, REQUIRED),
  address: z.string().trim().min(1, REQUIRED),
});
export type CreateHotelInput = z.infer<typeof createHotelInputSchema>;

/** Inserts a hotel; the database gives it default form fields and the Starter plan. No `.select()`:
 * the admin only needs the list refreshed. */
export async function createHotel(input: CreateHotelInput): Promise<void> {
  const { error } = await supabase.from('hotels').insert({ name: input.name, address: input.address });
  if (error) throw error;
}

export function useCreateHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHotel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.hotels() }),
  });
}
