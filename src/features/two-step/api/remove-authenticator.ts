/**
 * Removes an authenticator (Supabase Auth MFA `unenroll`; a verified factor needs an aal2 session), then
 * refreshes the session so its user and assurance level no longer count the factor.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { twoStepKeys } from './two-step-keys';

export async function removeAuthenticator(factorId: string): Promise<void> {
  const { error } = await supabase.auth.mfa.unenroll({ factorId });
  if (error) throw error;
  const refreshed = await supabase.auth.refreshSession();
  if (refreshed.error) throw refreshed.error;
}

export function useRemoveAuthenticator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAuthenticator,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: twoStepKeys.factors() }),
  });
}
