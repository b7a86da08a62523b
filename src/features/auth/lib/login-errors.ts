/**
 * Maps supabase-js auth errors to the hotel-login catalogue of docs/product.md#messages.
 * Supabase answers an unknown email and a wrong password alike (`invalid_credentials`), so nobody
 * can probe which emails have accounts; the spec's 'No account with that email.' / 'Incorrect
 * password.' are deliberately never shown: both become 'Login failed. Check your credentials.'
 * Codes: docs/local-stack.md#auth (gotrue error codes), auth-js `AuthRetryableFetchError` (status 0 =
 * the request never reached the server).
 */
import { isAuthError, isAuthRetryableFetchError } from '@supabase/supabase-js';

export const LOGIN_MESSAGES = {
  failed: 'Login failed. Check your credentials.',
  invalidEmail: 'Invalid email address.',
  tooMany: 'Too many attempts. Try again later.',
  network: 'Network error. Check your connection.',
  missing: 'Please enter email and password.',
} as const;

const byCode: Record<string, string> = {
  invalid_credentials: LOGIN_MESSAGES.failed,
  over_request_rate_limit: LOGIN_MESSAGES.tooMany,
  over_email_send_rate_limit: LOGIN_MESSAGES.tooMany,
  email_address_invalid: LOGIN_MESSAGES.invalidEmail,
  validation_failed: LOGIN_MESSAGES.invalidEmail,
};

/** @param error whatever signInWithPassword returned or threw; @returns the message to show. */
export function loginErrorMessage(error: unknown): string {
  if (isAuthRetryableFetchError(error) && error.status === 0) return LOGIN_MESSAGES.network;
  if (error instanceof TypeError) return LOGIN_MESSAGES.network; // fetch itself rejected
  if (isAuthError(error)) {
    if (error.code && byCode[error.code]) return byCode[error.code];
    if (error.status === 429) return LOGIN_MESSAGES.tooMany;
  }
  return LOGIN_MESSAGES.failed;
}
