/**
 * Sends the Supabase Auth recovery email (docs/product.md#server-calls "send password reset email"). The link comes
 * back to `<origin>/reset-password`, where the recovery session lets the user choose a password.
 * `redirectTo` must be in the project's allowed redirect URLs (config.toml additional_redirect_urls).
 */
import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export async function sendPasswordReset(email: string): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${window.location.origin}/reset-password`,
  });
  if (error) throw error;
}

export const useSendPasswordReset = () => useMutation({ mutationFn: sendPasswordReset });
