/**
 * Password sign-in (docs/product.md#screens-and-routes Hotel login) and its input schema. Resolves the hotel id from the new
 * session's `hotel_id` claim. Throws the supabase-js AuthError; map it with `loginErrorMessage`.
 */
import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { supabase } from '@/lib/supabase';
import { claimsFromAccessToken } from '../lib/auth-claims';

/**
 * Both fields required; the catalogue has one message for either missing (docs/product.md#validation).
 * valibot, not zod: /login loads it at start-up, and zod's classic API is ~26 KB gzip whatever a page
 * uses of it (docs/architecture.md#performance).
 */
export const signInInputSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.minLength(1)),
  password: v.pipe(v.string(), v.minLength(1)),
});
export type SignInInput = v.InferOutput<typeof signInInputSchema>;

/** The seeded demo hotel login (supabase/seed.sql, docs/product.md#login), prefilled and used by Try Demo. */
export const DEMO_LOGIN: SignInInput = { email: 'demo@guestregistry.app', password: 'demo-pass-2026' };

/**
 * @returns the new session's hotel and role, and `twoStepPending` when the user has a verified
 *   authenticator, so the sign-in continues with its code (docs/product.md#two-step-sign-in)
 */
export async function signIn(
  input: SignInInput,
): Promise<{ hotelId: string | null; isAdmin: boolean; twoStepPending: boolean }> {
  const { data, error } = await supabase.auth.signInWithPassword({
    email: input.email.trim(),
    password: input.password,
  });
  if (error) throw error;
  const claims = claimsFromAccessToken(data.session?.access_token);
  const twoStepPending = (data.user?.factors ?? []).some((factor) => factor.status === 'verified');
  return { hotelId: claims.hotelId, isAdmin: claims.appRole === 'platform_admin', twoStepPending };
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
