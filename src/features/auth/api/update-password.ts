/**
 * Sets a new password for the signed-in user (hotel setup's Change Password and the recovery page).
 * Rule: at least 6 characters (docs/product.md#validation and docs/product.md#limits), message 'Password must be at least 6 characters.'
 */
import { isAuthApiError } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';

export const MIN_PASSWORD_LENGTH = 6;
export const updatePasswordInputSchema = z.object({
  password: z.string().min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters.'),
});
export type UpdatePasswordInput = z.infer<typeof updatePasswordInputSchema>;

/** The messages of a refused change (docs/product.md#messages). */
export const PASSWORD_UPDATE_MESSAGES = {
  failed: 'Error updating password.',
  samePassword: 'The new password must be different from your current password. Choose another one.',
} as const;

/**
 * @param error what `updatePassword` threw
 * @returns the message to show: Supabase Auth's 422 `same_password` (the new password equals the
 *   current one) says so; anything else is 'Error updating password.'
 */
export const passwordUpdateFailure = (error: unknown): string =>
  isAuthApiError(error) && error.code === 'same_password'
    ? PASSWORD_UPDATE_MESSAGES.samePassword
    : PASSWORD_UPDATE_MESSAGES.failed;

export async function updatePassword(input: UpdatePasswordInput): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password: input.password });
  if (error) throw error;
}

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
