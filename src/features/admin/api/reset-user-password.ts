import { useMutation } from '@tanstack/react-query';
import { invokeFunction } from '@/lib/invoke-function';

/** Sends the user a password-reset email (`admin-users` action 'reset-password'). */
export async function resetUserPassword(email: string) {
  return invokeFunction<{ sent: boolean }>('admin-users', { action: 'reset-password', email });
}

export const useResetUserPassword = () => useMutation({ mutationFn: resetUserPassword });
