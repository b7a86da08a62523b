/**
 * The messages of two-step sign-in (docs/product.md#messages), and the one place that turns a Supabase
 * Auth MFA error (`code`, e.g. `mfa_verification_failed`, `insufficient_aal`) into one of them.
 */
export const TWO_STEP_MESSAGES = {
  wrongCode: 'Invalid code. Check the 6-digit code in your authenticator app and try again.',
  tooMany: 'Too many attempts. Try again later.',
  network: 'Network error. Check your connection.',
  needsSecondStep: 'Sign in with your two-step code first.',
  nameTaken: 'You already have an authenticator with this name. Choose another name.',
  tooManyFactors: 'You have the most authenticators allowed. Remove one first.',
  failed: 'Two-step sign-in failed. Try again.',
  turnedOn: 'Two-step sign-in is on. Keep a backup authenticator in case you lose this one.',
  added: 'Authenticator added.',
  removed: 'Authenticator removed.',
  removeFailed: 'Failed to remove the authenticator.',
  ruleSaved: 'Two-step sign-in requirement saved.',
  ruleFailed: 'Failed to save the two-step sign-in requirement.',
} as const;

/** @param error what supabase-js returned or threw; @returns the message to show */
export function twoStepErrorMessage(error: unknown): string {
  const { code, status, name } = (error ?? {}) as { code?: string; status?: number; name?: string };
  if (code === 'mfa_verification_failed' || code === 'mfa_challenge_expired') return TWO_STEP_MESSAGES.wrongCode;
  if (status === 429 || code === 'over_request_rate_limit') return TWO_STEP_MESSAGES.tooMany;
  if (code === 'insufficient_aal') return TWO_STEP_MESSAGES.needsSecondStep;
  if (code === 'mfa_factor_name_conflict') return TWO_STEP_MESSAGES.nameTaken;
  if (code === 'too_many_enrolled_mfa_factors') return TWO_STEP_MESSAGES.tooManyFactors;
  if (name === 'AuthRetryableFetchError' || error instanceof TypeError) return TWO_STEP_MESSAGES.network;
  return TWO_STEP_MESSAGES.failed;
}
