/**
 * Auth admin calls shared by admin-users and create-hotel-account (service role only), with
 * GoTrue's errors (auth-js AuthApiError: `status`, `code`) mapped to ours.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from './errors.ts';

interface AuthErrorLike {
  status?: number;
  code?: string;
}

/** GoTrue error → HttpError; unknown failures become 500 with the GoTrue code kept for the log. */
export function fromAuthError(error: AuthErrorLike): HttpError {
  if (error.code === 'email_exists' || error.code === 'user_already_exists') {
    return new HttpError('aborted', 'email: A user with this email already exists');
  }
  if (error.code === 'weak_password') return new HttpError('invalid-argument', 'password: Too weak');
  if (error.code === 'user_not_found' || error.status === 404) return new HttpError('not-found', 'User not found.');
  if (error.status === 429) return new HttpError('resource-exhausted', 'Too many attempts. Try again later.');
  return new HttpError('internal', 'Internal error.', `auth:${error.code ?? error.status ?? 'unknown'}`);
}

/**
 * Creates a confirmed email/password user (the admin vouches for the address).
 * @returns the new user's id
 */
export async function createAuthUser(service: SupabaseClient, email: string, password: string): Promise<string> {
  const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw fromAuthError(error ?? {});
  return data.user.id;
}

/**
 * Deletes a user created a moment ago, to undo a half-finished account creation. Best effort: a
 * failure here is logged by kind only, and the caller still sees the original error.
 */
export async function undoCreateUser(service: SupabaseClient, userId: string): Promise<void> {
  const { error } = await service.auth.admin.deleteUser(userId);
  if (error) console.error(JSON.stringify({ undo: 'deleteUser', failed: error.code ?? error.status }));
}
