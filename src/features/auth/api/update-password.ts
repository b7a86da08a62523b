/**
 * Sets a new password for the signed-in user (hotel setup's Change Password and the recovery page).
 * Rule: at least 6 characters (docs/product.md#validation and docs/product.md#limits), message 'Password must be at least 6 characters.'
 */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';

export const MIN_PASSWORD_LENGTH = 6;
export const updatePasswordInputSchema = z.object({
  password: z.string().min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters.'),
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordInputSchema>;

export async function updatePassword(input: UpdatePasswordInput): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password: input.password });
  if (error) throw error;
}

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
