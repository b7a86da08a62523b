/**
 * The guest list search as the SPA calls it (src/features/guests/api/list-guests.ts): the
 * `search_guests` RPC through supabase-js with Prefer count=exact, order and range, on the seeded
 * stack. Tenancy is decided in the database (migration 20261122003000_guest_search.sql): staff of
 * another hotel and anon get nothing. Hotel A = Seaside Demo Villa (demo), B = Mountain Lodge (lodge).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED, adminPg, anonClient, signedInClient } from './support/clients.ts';

let demo: SupabaseClient;
let lodge: SupabaseClient;
let demoHotel: string;
let lodgeHotel: string;

const search = (client: SupabaseClient, hotelId: string, text: string, range: { from?: string; to?: string } = {}) =>
  client
    .rpc(
      'search_guests',
      { p_hotel_id: hotelId, p_search: text, p_from: range.from, p_to: range.to },
      { count: 'exact' },
    )
    .select('id, first_name, last_name, phone, check_in')
    .order('registered_at', { ascending: false })
    .order('id', { ascending: false });

beforeAll(async () => {
  [demo, lodge] = await Promise.all([
    signedInClient(SEED.demo.email, SEED.demo.password),
    signedInClient(SEED.lodge.email, SEED.lodge.password),
  ]);
  const { rows } = await adminPg().query<{ name: string; id: string }>('select name, id from public.hotels');
  demoHotel = rows.find((r) => r.name === SEED.demo.hotelName)!.id;
  lodgeHotel = rows.find((r) => r.name === SEED.lodge.hotelName)!.id;
});

describe('search_guests RPC (docs/product.md#validation guest search)', () => {
  it('demo staff find a seeded guest by part of the phone number, with the exact count', async () => {
    const { data, error, count } = await search(demo, demoHotel, '412 338').range(0, 9);
    expect(error).toBeNull();
    expect(count).toBe(1);
    expect(data).toEqual([
      expect.objectContaining({ first_name: 'Emma', last_name: 'Johansson', phone: '+46 70 412 3381' }),
    ]);
  });

  it('pages a broad search newest first with the count of all matches', async () => {
    const { rows } = await adminPg().query<{ n: number }>(
      `select count(*)::int as n from public.guests where hotel_id = $1 and email ilike '%EXAMPLE%'`,
      [demoHotel],
    );
    const { data, error, count } = await search(demo, demoHotel, 'EXAMPLE').range(0, 9);
    expect(error).toBeNull();
    expect(count).toBe(rows[0].n);
    expect(data).toHaveLength(10);
    const { data: next } = await search(demo, demoHotel, 'EXAMPLE').range(10, 19);
    const ids = (rows: unknown) => (rows as { id: string }[]).map((g) => g.id);
    expect(ids(next)).not.toContain(ids(data)[9]);
  });

  it('lodge staff get [] for the demo hotel id, and their own search never shows demo guests', async () => {
    const foreign = await search(lodge, demoHotel, 'Johansson').range(0, 9);
    expect(foreign.error).toBeNull();
    expect(foreign.data).toEqual([]);
    expect(foreign.count).toBe(0);
    const own = await search(lodge, lodgeHotel, 'Johansson').range(0, 9);
    expect(own.data).toEqual([]);
  });

  it('anon cannot execute it (401, 42501)', async () => {
    const { data, error, status } = await search(anonClient(), demoHotel, 'Emma').range(0, 9);
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });
});
