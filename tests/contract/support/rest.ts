/**
 * Helpers for the REST contract tests (tests/contract/rest-*.test.ts): guest rows made and read the
 * way the app does, raw requests for wire details supabase-js hides, and clean-up of what was made.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, expect } from 'vitest';

/** Matchers for `toEqual`/`toMatchObject` patterns (`expect.any` is typed any). */
export const ANY_STRING: unknown = expect.any(String);
export const ANY_NUMBER: unknown = expect.any(Number);
import { adminPg, stackInfo } from './clients.ts';
import { useSeed, type Seed } from './functions.ts';

/** The columns of `public.guests` these tests read. */
export interface GuestRow {
  id: string;
  hotel_id: string;
  room: string | null;
  registered_at: string;
  checked_out_at: string | null;
}

/** Guests the REST tests created, removed by {@link removeCreatedGuests}. */
export const created: string[] = [];

/** A guest row for `hotelId`; `extra` overrides columns. */
export const guest = (hotelId: string, extra: Record<string, unknown> = {}) => ({
  hotel_id: hotelId,
  first_name: 'Rest',
  last_name: `Contract ${created.length}`,
  check_in: '2026-11-22',
  room: 'R1',
  ...extra,
});

/** Registers a guest for `hotelId` as `client` and remembers it for clean-up. */
export async function register(client: SupabaseClient, hotelId: string, extra: Record<string, unknown> = {}) {
  const { data, error } = await client.from('guests').insert(guest(hotelId, extra)).select().single<GuestRow>();
  expect(error).toBeNull();
  created.push(data!.id);
  return data!;
}

/** The stored row as the superuser sees it (pg parses timestamps into Dates). */
export async function storedGuest(id: string) {
  const { rows } = await adminPg().query<{ room: string | null; checked_out_at: Date | null }>(
    'select * from public.guests where id = $1',
    [id],
  );
  return rows[0];
}

/** Guests of `hotelId`, counted as the superuser. */
export async function guestCount(hotelId: string): Promise<number> {
  const { rows } = await adminPg().query<{ n: number }>(
    'select count(*)::int as n from public.guests where hotel_id = $1',
    [hotelId],
  );
  return rows[0].n;
}

/** Deletes the guests the tests created (afterAll). */
export async function removeCreatedGuests(): Promise<void> {
  await adminPg().query('delete from public.guests where id = any($1)', [created]);
}

/**
 * The signed-in seed for a REST test file (see useSeed): call at the top level; the guests the file
 * registered are deleted after its last test.
 */
export function useRestSeed(): Seed {
  afterAll(removeCreatedGuests);
  return useSeed();
}

/** A raw request to the REST API (for headers and wire details supabase-js hides). */
export function rest(path: string, init: RequestInit & { token?: string } = {}) {
  const { apiUrl, anonKey } = stackInfo();
  const headers = new Headers(init.headers);
  headers.set('apikey', anonKey);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${init.token ?? anonKey}`);
  return fetch(`${apiUrl}/rest/v1${path}`, { ...init, headers });
}

/** The PostgREST error `code` of a raw response's JSON body. */
export async function errorCode(response: Response): Promise<unknown> {
  const body = (await response.json()) as { code?: unknown };
  return body.code;
}

/** The signed-in client's current access token. */
export async function accessToken(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session!.access_token;
}
