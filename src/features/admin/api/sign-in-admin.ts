import { decodeJwt } from 'jose';
import { supabase } from '@/lib/supabase';
import { toAdminEmail } from '../admin-email';
import { ADMIN_LOGIN_MESSAGES, adminLoginMessage } from '../admin-login-messages';

let signInInProgress = false;

/** True while `signInAsAdmin` runs: a non-admin is briefly signed in before being signed out again,
 * and the /admin-login route must not redirect them during that moment (it would lose the message). */
export const isAdminSignInInProgress = () => signInInProgress;

/** Thrown with a catalogue message (docs/product.md#messages, admin login) the page shows as is. */
export class AdminLoginError extends Error {}

/**
 * Signs in with the admin username rule and accepts only a platform admin.
 * The `app_role` claim comes from the access token hook (docs/architecture.md#tenancy). Decoding without verifying is
 * enough here: it only decides navigation; every admin operation is checked again on the server.
 * @param usernameOrEmail e.g. 'admin' or 'admin@guestregistry.app'
 * @param adminDomain mail domain appended to a bare username
 * @throws AdminLoginError; a non-admin is signed out again before it is thrown
 */
export async function signInAsAdmin(usernameOrEmail: string, password: string, adminDomain: string) {
  signInInProgress = true;
  try {
    await signInAdminOnly(toAdminEmail(usernameOrEmail, adminDomain), password);
  } finally {
    signInInProgress = false;
  }
}

async function signInAdminOnly(email: string, password: string) {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw new AdminLoginError(adminLoginMessage(error));

  if (appRoleOf(data.session?.access_token) !== 'platform_admin') {
    await supabase.auth.signOut({ scope: 'local' });
    throw new AdminLoginError(ADMIN_LOGIN_MESSAGES.notAdmin);
  }
}

function appRoleOf(accessToken: string | undefined): unknown {
  try {
    return accessToken ? decodeJwt(accessToken).app_role : undefined;
  } catch {
    return undefined;
  }
}
