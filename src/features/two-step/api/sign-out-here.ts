/**
 * "Use a different account" at the code step: forgets the half-signed-in (aal1) session in this
 * browser only (supabase-js `auth.signOut({ scope: 'local' })`); the auth listener then shows /login.
 * Errors are ignored: the local session is dropped either way.
 */
import { supabase } from '@/lib/supabase';

export async function signOutHere(): Promise<void> {
  await supabase.auth.signOut({ scope: 'local' });
}
