/**
 * Guest rows for the REST contract tests (tests/contract/rest-*.test.ts), made and read the way the
 * app does, and clean-up of what the tests made.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, expect } from 'vitest';
import { adminPg } from './clients.ts';
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
