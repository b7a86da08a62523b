/**
 * Ends the session on the server and in this tab (supabase-js `auth.signOut()`, scope `global`: every
 * refresh token of the user is revoked, https://supabase.com/docs/reference/javascript/auth-signout).
 * @throws the AuthError Supabase Auth answered with; the caller shows 'Logout failed. Try again.'
 */
import { supabase } from '@/lib/supabase';

export async function signOut(): Promise<void> {
  const { error } = await supabase.auth.signOut();
  if (error) throw error;
}
