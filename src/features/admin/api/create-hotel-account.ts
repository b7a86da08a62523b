import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { invokeFunction } from '@/lib/invoke-function';

const REQUIRED = 'All four fields are required.';

/** The /create-user form (docs/product.md#validation: all four fields required). */
export const createHotelAccountInputSchema = z.object({
  hotelName: z.string().trim().min(1, REQUIRED),
  hotelAddress: z.string().trim().min(1, REQUIRED),
  email: z.string().trim().min(1, REQUIRED),
  password: z.string().min(1, REQUIRED),
});
export type CreateHotelAccountInput = z.infer<typeof createHotelAccountInputSchema>;

/** Creates a hotel and its owner account in one step (`create-hotel-account` edge function). */
export async function createHotelAccount(input: CreateHotelAccountInput) {
  return invokeFunction<{ hotel: { id: string; name: string }; user: { uid: string; email: string } }>(
    'create-hotel-account',
    input,
  );
}

export const useCreateHotelAccount = () => useMutation({ mutationFn: createHotelAccount });
