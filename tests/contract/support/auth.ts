/**
 * Helpers for the auth contract tests (tests/contract/auth-*.test.ts):
 * - `unique(name)`           → a fresh `@example.com` address
 * - `signUp(password?)`      → a new autoconfirmed user signed in on its own client
 * - `authRequest(path, init)`→ raw `/auth/v1` call with the anon key and `X-Supabase-Api-Version`, for
 *                              answers supabase-js does not surface (status, headers, body)
 * - `confirmedAccount(name, hotelId?, role?)` → a confirmed account (service role), a member of the hotel if given
 */
import { expect } from 'vitest';
import { adminPg, anonClient, serviceClient, stackInfo } from './clients.ts';

export const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export async function signUp(password = 'first-pass-1') {
  const email = unique('guest-desk');
  const client = anonClient();
  const { data, error } = await client.auth.signUp({ email, password });
  expect(error).toBeNull();
  return { client, email, password, session: data.session! };
}

/** `fetch` of `<apiUrl>/auth/v1<path>` with the anon key (or `init.headers`' own) and the 2024-01-01 error format. */
export function authRequest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const { apiUrl, anonKey } = stackInfo();
  return fetch(`${apiUrl}/auth/v1${path}`, {
    ...init,
    headers: {
      apikey: anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...init.headers,
    },
  });
}

/**
 * A confirmed account made with the service role (as the admin functions make them), named after
 * `name`, a member of `hotelId` with `role` when a hotel is given. @returns its login and id
 */
export async function confirmedAccount(name: string, hotelId?: string, role: 'owner' | 'staff' = 'staff') {
  const email = unique(name);
  const password = `${name}-pass-1`;
  const { data, error } = await serviceClient().auth.admin.createUser({ email, password, email_confirm: true });
  if (error) throw error;
  if (hotelId) {
    await adminPg().query('insert into public.hotel_members (user_id, hotel_id, email, role) values ($1, $2, $3, $4)', [
      data.user.id,
      hotelId,
      email,
      role,
    ]);
  }
  return { email, password, id: data.user.id };
}
