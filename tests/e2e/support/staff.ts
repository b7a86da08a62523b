/**
 * A staff member (not the owner) of an existing hotel, as the admin's "Create New Hotel User" makes
 * one, and a supabase-js client signed in as any login: the same REST a browser's token reaches.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createUserWithoutHotel, db } from './data';
import { totpCode } from './auth';
import { e2eEnv, SEED } from './env';

export type StaffAccount = { email: string; password: string; userId: string };

/** Creates a confirmed user and makes them staff (role 'staff') of `hotelId`. */
export async function addStaff(hotelId: string, prefix = 'clerk'): Promise<StaffAccount> {
  const user = await createUserWithoutHotel(prefix);
  await db().query(`insert into public.hotel_members (user_id, hotel_id, email, role) values ($1, $2, $3, 'staff')`, [
    user.userId,
    hotelId,
    user.email,
  ]);
  return user;
}

/** A supabase-js client with the anon key, signed in as `login` (the token the app would hold). */
export async function signedInClient(login: { email: string; password: string }): Promise<SupabaseClient> {
  const client = createClient(e2eEnv.apiUrl, e2eEnv.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { error } = await client.auth.signInWithPassword(login);
  if (error) throw new Error(`sign in ${login.email}: ${error.message}`);
  return client;
}

/**
 * A client signed in as the seeded platform admin with both steps (aal2): the admin's powers need the
 * second step (docs/product.md#two-step-sign-in), so a password-only admin would see no hotel at all.
 */
export async function signedInAdminClient(): Promise<SupabaseClient> {
  const client = await signedInClient(SEED.admin);
  const { data, error } = await client.auth.mfa.listFactors();
  const factor = data?.totp[0];
  if (error || !factor) throw new Error(`admin factors: ${error?.message ?? 'none seeded'}`);
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: totpCode(SEED.admin.totpSecret),
  });
  if (verified.error) throw new Error(`admin second step: ${verified.error.message}`);
  return client;
}
