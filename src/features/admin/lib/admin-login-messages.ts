import { isAuthError, isAuthRetryableFetchError } from '@supabase/supabase-js';

/** The spec's admin-login catalogue (docs/product.md#messages), minus 'Admin account not found.' and 'Incorrect password.':
 * those would tell an attacker whether an account exists, so both cases get the default message,
 * exactly as GoTrue answers both with `invalid_credentials`. */
export const ADMIN_LOGIN_MESSAGES = {
  invalidEmail: 'Invalid email.',
  tooManyAttempts: 'Too many attempts. Try again later.',
  network: 'Network error. Please check your connection.',
  notAdmin: 'This account is not an admin.',
  fallback: 'Login failed. Check your admin credentials.',
} as const;

/**
 * Maps an error from `supabase.auth.signInWithPassword` to the admin-login message.
 * @param error an AuthError (codes: docs/local-stack.md#auth) or anything thrown by fetch
 * @returns one of ADMIN_LOGIN_MESSAGES
 */
export function adminLoginMessage(error: unknown): string {
  // status 0 = fetch rejected (offline, DNS, CORS); 5xx retryable errors are server faults, not network.
  if (isAuthRetryableFetchError(error) && !error.status) return ADMIN_LOGIN_MESSAGES.network;
  if (error instanceof TypeError) return ADMIN_LOGIN_MESSAGES.network;
  if (!isAuthError(error)) return ADMIN_LOGIN_MESSAGES.fallback;
  switch (error.code) {
    case 'email_address_invalid':
    case 'validation_failed':
      return ADMIN_LOGIN_MESSAGES.invalidEmail;
    case 'over_request_rate_limit':
      return ADMIN_LOGIN_MESSAGES.tooManyAttempts;
    default:
      return error.status === 429 ? ADMIN_LOGIN_MESSAGES.tooManyAttempts : ADMIN_LOGIN_MESSAGES.fallback;
  }
}
