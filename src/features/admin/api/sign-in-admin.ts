import { supabase } from '@/lib/supabase';
import { toAdminEmail } from '../admin-email';
import { ADMIN_LOGIN_MESSAGES, adminLoginMessage } from '../admin-login-messages';

/** Thrown with a catalogue message (spec §8, admin login) the page shows as is. */
export class AdminLoginError extends Error {}

/**
 * Signs in with the admin username rule and accepts only a platform admin.
 * The `app_role` claim comes from the access-token hook (team brief), read through
 * `auth.getClaims()`, which verifies the token against the project's JWKS.
 * @param usernameOrEmail e.g. 'admin' or 'admin@guestregistry.app'
 * @param adminDomain mail domain appended to a bare username
 * @throws AdminLoginError; a non-admin is signed out again before it is thrown
 */
export async function signInAsAdmin(usernameOrEmail: string, password: string, adminDomain: string) {
  const email = toAdminEmail(usernameOrEmail, adminDomain);
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new AdminLoginError(adminLoginMessage(error));

  const { data, error: claimsError } = await supabase.auth.getClaims();
  if (claimsError || data?.claims?.app_role !== 'platform_admin') {
    await supabase.auth.signOut({ scope: 'local' });
    throw new AdminLoginError(claimsError ? adminLoginMessage(claimsError) : ADMIN_LOGIN_MESSAGES.notAdmin);
  }
}
