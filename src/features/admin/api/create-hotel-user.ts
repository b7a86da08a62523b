import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminKeys } from './admin-keys';
import { invokeFunction } from '@/lib/invoke-function';

const REQUIRED = 'Email, password, and hotel selection are required';

/** Admin "Create New Hotel User" input (docs/product.md#validation: email, password and a chosen hotel). */
export const createHotelUserInputSchema = z.object({
  email: z.string().trim().min(1, REQUIRED),
  password: z.string().min(1, REQUIRED),
  hotelId: z.string().min(1, REQUIRED),
});
export type CreateHotelUserInput = z.infer<typeof createHotelUserInputSchema>;

/** Creates a staff account in the chosen hotel (`admin-users` action 'create'). */
export async function createHotelUser(input: CreateHotelUserInput) {
  return invokeFunction<{ user: { uid: string; email: string; hotelId: string } }>('admin-users', {
    action: 'create',
    ...input,
  });
}

export function useCreateHotelUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHotelUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
