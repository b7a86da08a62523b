/**
 * `/rest/v1` through supabase-js exactly as the app calls it (docs/local-stack.md#rest): listing with
 * counts, paging, search, embeds, single/maybeSingle, upsert, CSV, rpc — and tenancy: Mountain Lodge
 * staff and anon get nothing of Seaside Demo Villa's guests by select, update, delete or rpc.
 * PostgREST's error codes and statuses for bad tokens and bad requests are checked on the wire.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET } from '../../stack/keys.ts';
import { SEED, adminPg, anonClient, serviceClient, signedInClient, stackInfo } from './support/clients.ts';

let demo: SupabaseClient;
let lodge: SupabaseClient;
let demoHotel: string;
let lodgeHotel: string;
const created: string[] = [];

const guest = (hotelId: string, extra: Record<string, unknown> = {}) => ({
  hotel_id: hotelId,
  first_name: 'Rest',
  last_name: `Contract ${created.length}`,
  check_in: '2026-11-22',
  room: 'R1',
  ...extra,
});

/** Registers a guest for `hotelId` as `client` and remembers it for clean-up. */
async function register(client: SupabaseClient, hotelId: string, extra: Record<string, unknown> = {}) {
  const { data, error } = await client.from('guests').insert(guest(hotelId, extra)).select().single();
  expect(error).toBeNull();
  created.push(data.id);
  return data as { id: string; room: string; hotel_id: string; checked_out_at: string | null };
}

async function storedGuest(id: string) {
  return (await adminPg().query('select * from public.guests where id = $1', [id])).rows[0];
}

/** A raw request to the REST API (for headers and wire details supabase-js hides). */
function rest(path: string, init: RequestInit & { token?: string } = {}) {
  const { apiUrl, anonKey } = stackInfo();
  const headers = new Headers(init.headers);
  headers.set('apikey', anonKey);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${init.token ?? anonKey}`);
  return fetch(`${apiUrl}/rest/v1${path}`, { ...init, headers });
}

beforeAll(async () => {
  demo = await signedInClient(SEED.demo.email, SEED.demo.password);
  lodge = await signedInClient(SEED.lodge.email, SEED.lodge.password);
  const hotels = await adminPg().query('select id, name from public.hotels where name = any($1)', [
    [SEED.demo.hotelName, SEED.lodge.hotelName],
  ]);
  demoHotel = hotels.rows.find((h) => h.name === SEED.demo.hotelName).id;
  lodgeHotel = hotels.rows.find((h) => h.name === SEED.lodge.hotelName).id;
});

afterAll(async () => {
  await adminPg().query('delete from public.guests where id = any($1)', [created]);
});

describe('guest list as the app queries it', () => {
  it('pages newest first with an exact count (206 + Content-Range while partial)', async () => {
    const { data, count, status, error } = await demo
      .from('guests')
      .select('id, first_name, registered_at', { count: 'exact' })
      .eq('hotel_id', demoHotel)
      .order('registered_at', { ascending: false })
      .range(0, 4);
    expect(error).toBeNull();
    const total = Number(
      (await adminPg().query('select count(*) from public.guests where hotel_id = $1', [demoHotel])).rows[0].count,
    );
    expect(count).toBe(total);
    expect(status).toBe(206);
    expect(data).toHaveLength(5);
    const times = data!.map((g) => g.registered_at);
    expect([...times].sort().reverse()).toEqual(times);

    const lastPage = await demo
      .from('guests')
      .select('id', { count: 'exact' })
      .eq('hotel_id', demoHotel)
      .range(total - 2, total + 10);
    expect(lastPage.data).toHaveLength(2);
    const beyond = await demo
      .from('guests')
      .select('id', { count: 'exact' })
      .eq('hotel_id', demoHotel)
      .range(total + 5, total + 9);
    expect(beyond.status).toBe(416);
    expect(beyond.error).toMatchObject({ code: 'PGRST103', message: 'Requested range not satisfiable' });
  });

  it('searches with ilike inside or=(...), and counts with head requests', async () => {
    const mine = await register(demo, demoHotel, { first_name: 'Océane', last_name: "O'Brien, Jr" });
    const { data, error } = await demo
      .from('guests')
      .select('id, first_name, last_name')
      .eq('hotel_id', demoHotel)
      .or(`first_name.ilike.%o'brien%,last_name.ilike.%o'brien%`);
    expect(error).toBeNull();
    expect(data!.map((g) => g.id)).toEqual([mine.id]);

    const head = await demo
      .from('guests')
      .select('*', { count: 'exact', head: true })
      .eq('hotel_id', demoHotel)
      .is('checked_out_at', null);
    expect(head.data).toBeNull();
    expect(head.count).toBeGreaterThan(0);
    expect(head.status).toBe(200);
  });

  it('embeds the hotel of each guest and counts guests per hotel, only for the own hotel', async () => {
    const guests = await demo.from('guests').select('id, hotels(name)').limit(2);
    expect(guests.data).toEqual([
      expect.objectContaining({ hotels: { name: SEED.demo.hotelName } }),
      expect.anything(),
    ]);
    const spread = await demo.from('guests').select('first_name, ...hotels(hotel_name:name)').limit(1).single();
    expect(spread.data).toEqual({ first_name: expect.any(String), hotel_name: SEED.demo.hotelName });
    const members = await demo.from('hotel_members').select('email, role, hotels(name, guests(count))');
    expect(members.error).toBeNull();
    expect(members.data).toHaveLength(1);
    expect(members.data![0]).toMatchObject({
      email: SEED.demo.email,
      hotels: { name: SEED.demo.hotelName, guests: [{ count: expect.any(Number) }] },
    });
  });

  it('filters parents by an !inner embed and orders by a to-one embed (service role, all hotels)', async () => {
    const mine = await register(demo, demoHotel, { first_name: 'Quillon' });
    const inner = await serviceClient()
      .from('hotels')
      .select('name, guests!inner(id, first_name)')
      .eq('guests.first_name', 'Quillon');
    expect(inner.data).toEqual([{ name: SEED.demo.hotelName, guests: [{ id: mine.id, first_name: 'Quillon' }] }]);
    const ordered = await serviceClient()
      .from('guests')
      .select('id, hotels(name)')
      .order('hotels(name)', { ascending: false });
    expect(ordered.error).toBeNull();
    const names = ordered.data!.map((g) => (g.hotels as unknown as { name: string }).name);
    expect(names).toEqual([...names].sort().reverse());
    const planned = await serviceClient().from('guests').select('id', { count: 'planned', head: true });
    expect(planned.count).toEqual(expect.any(Number));
  });

  it('answers single() with the object, 406 PGRST116 for zero rows; maybeSingle() with null', async () => {
    const mine = await register(demo, demoHotel);
    expect((await demo.from('guests').select('id').eq('id', mine.id).single()).data).toEqual({ id: mine.id });
    const none = await demo.from('guests').select('id').eq('id', '00000000-0000-4000-8000-000000000000').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const maybe = await demo.from('guests').select('id').eq('id', '00000000-0000-4000-8000-000000000000').maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  it('exports CSV with a header row', async () => {
    const { data, error } = await demo
      .from('guests')
      .select('first_name,last_name,room')
      .eq('hotel_id', demoHotel)
      .order('last_name')
      .limit(3)
      .csv();
    expect(error).toBeNull();
    const lines = (data as string).split('\n');
    expect(lines[0]).toBe('first_name,last_name,room');
    expect(lines).toHaveLength(4);
  });
});

describe('mutations', () => {
  it('updates with .select() returning the row; unfiltered update/delete are refused (safeupdate)', async () => {
    const mine = await register(demo, demoHotel);
    const { data, error } = await demo
      .from('guests')
      .update({ room: '204' })
      .eq('id', mine.id)
      .select('id, room')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: mine.id, room: '204' });
    const unfiltered = await demo.from('guests').update({ room: '1' });
    expect(unfiltered).toMatchObject({
      status: 400,
      error: { code: '21000', message: 'UPDATE requires a WHERE clause' },
    });
    const res = await rest('/guests', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      token: await accessToken(demo),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
  });

  it('rolls a mutation back when single() does not get exactly one row', async () => {
    const a = await register(demo, demoHotel, { room: 'SINGLE' });
    const b = await register(demo, demoHotel, { room: 'SINGLE' });
    const { error, status } = await demo
      .from('guests')
      .update({ room: 'CHANGED' })
      .in('id', [a.id, b.id])
      .select()
      .single();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
    expect((await storedGuest(a.id)).room).toBe('SINGLE');
    expect((await storedGuest(b.id)).room).toBe('SINGLE');
  });

  it('upserts: ignore-duplicates on (hotel_id, idempotency_key); merge-duplicates on the primary key', async () => {
    const key = crypto.randomUUID();
    const first = await demo
      .from('guests')
      .upsert(guest(demoHotel, { idempotency_key: key }), {
        onConflict: 'hotel_id,idempotency_key',
        ignoreDuplicates: true,
      })
      .select();
    expect(first.status).toBe(201);
    created.push(first.data![0].id);
    const again = await demo
      .from('guests')
      .upsert(guest(demoHotel, { idempotency_key: key, room: 'OTHER' }), {
        onConflict: 'hotel_id,idempotency_key',
        ignoreDuplicates: true,
      })
      .select();
    expect(again.data).toEqual([]);
    expect((await storedGuest(first.data![0].id)).room).toBe('R1');

    const merged = await serviceClient()
      .from('guests')
      .upsert({ ...first.data![0], room: 'MERGED' })
      .select('id, room');
    expect(merged.status).toBe(200); // only updated rows → 200, as PostgREST
    expect(merged.data).toEqual([{ id: first.data![0].id, room: 'MERGED' }]);
  });

  it('bulk-inserts arrays atomically and maps the plan limit (PT429) to HTTP 429', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => guest(lodgeHotel, { last_name: `Bulk ${i}` }));
    const before = Number(
      (await adminPg().query('select count(*) from public.guests where hotel_id = $1', [lodgeHotel])).rows[0].count,
    );
    const { error, status } = await lodge.from('guests').insert(rows);
    expect(status).toBe(429);
    expect(error).toMatchObject({
      code: 'PT429',
      message: 'Monthly guest limit reached for your plan.',
      hint: 'guest_limit_reached',
    });
    const after = Number(
      (await adminPg().query('select count(*) from public.guests where hotel_id = $1', [lodgeHotel])).rows[0].count,
    );
    expect(after).toBe(before);

    const two = await lodge
      .from('guests')
      .insert([guest(lodgeHotel), { ...guest(lodgeHotel), room: null }])
      .select('id, room');
    expect(two.error).toBeNull();
    expect(two.data!.map((g) => g.room)).toEqual(['R1', null]);
    created.push(...two.data!.map((g) => g.id));
  });
});

describe('rpc', () => {
  it('plan_usage reports each caller its own hotel plan (POST and GET)', async () => {
    const demoUsage = await demo.rpc('plan_usage').single();
    expect(demoUsage.data).toMatchObject({ plan_name: 'Pro', guest_limit: 50, user_limit: 5 });
    const lodgeUsage = await lodge.rpc('plan_usage', {}, { get: true });
    expect(lodgeUsage.data).toEqual([expect.objectContaining({ plan_name: 'Starter', user_limit: 2 })]);
  });

  it('check_out_guest stamps once, then refuses; returns the guest as an object', async () => {
    const mine = await register(demo, demoHotel);
    const out = await demo.rpc('check_out_guest', { p_guest_id: mine.id });
    expect(out.error).toBeNull();
    expect(out.data).toMatchObject({ id: mine.id, checked_out_at: expect.any(String) });
    const again = await demo.rpc('check_out_guest', { p_guest_id: mine.id });
    expect(again.error).not.toBeNull();
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect((await storedGuest(mine.id)).checked_out_at.toISOString()).toBe(
      new Date(out.data.checked_out_at).toISOString(),
    );
  });

  it('answers 404 PGRST202 for unknown functions or arguments', async () => {
    const { error, status } = await demo.rpc('plan_usage', { p_nope: 1 });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.plan_usage(p_nope) in the schema cache',
    });
  });
});

describe('tenancy: Mountain Lodge staff and anon get nothing of Seaside Demo Villa', () => {
  let demoGuest: { id: string; room: string };
  beforeAll(async () => {
    demoGuest = await register(demo, demoHotel, { room: 'DEMO' });
  });

  it('select by id, by hotel filter, by embed and by count: nothing', async () => {
    expect((await lodge.from('guests').select('*').eq('id', demoGuest.id)).data).toEqual([]);
    const byHotel = await lodge.from('guests').select('*', { count: 'exact' }).eq('hotel_id', demoHotel);
    expect(byHotel).toMatchObject({ data: [], count: 0 });
    const hotels = await lodge.from('hotels').select('name, guests(id)');
    expect(hotels.data!.map((h) => h.name)).toEqual([SEED.lodge.hotelName]);
    const csv = await lodge.from('guests').select('id').eq('hotel_id', demoHotel).csv();
    expect(csv.data).toBe('\n'); // PostgREST: empty header line, no rows
  });

  it('update, delete and check-out touch nothing; insert into the other hotel is 403', async () => {
    expect((await lodge.from('guests').update({ room: 'HACKED' }).eq('id', demoGuest.id).select()).data).toEqual([]);
    expect((await lodge.from('guests').delete().eq('id', demoGuest.id).select()).data).toEqual([]);
    const checkout = await lodge.rpc('check_out_guest', { p_guest_id: demoGuest.id });
    expect(checkout.data).toBeNull();
    expect(checkout.error).not.toBeNull();
    const stored = await storedGuest(demoGuest.id);
    expect(stored).toMatchObject({ room: 'DEMO', checked_out_at: null });
    const insert = await lodge.from('guests').insert(guest(demoHotel));
    expect(insert.status).toBe(403);
    expect(insert.error).toMatchObject({ code: '42501' });
  });

  it('anon reads no guests and cannot call plan_usage (401)', async () => {
    const anon = anonClient();
    const guests = await anon.from('guests').select('*').eq('id', demoGuest.id);
    expect(guests.data ?? []).toEqual([]);
    expect(guests.status).toBe(401);
    const usage = await anon.rpc('plan_usage');
    expect(usage.status).toBe(401);
    expect(usage.data).toBeNull();
  });
});

describe('PostgREST errors on the wire', () => {
  it('refuses forged, expired and malformed JWTs with 401 and WWW-Authenticate', async () => {
    const forged = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-secret-but-32-characters-long!!'));
    const expired = await new SignJWT({ role: 'authenticated', sub: crypto.randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 120)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const cases: [string, string, string][] = [
      [forged, 'PGRST301', 'JWT cryptographic operation failed'],
      [expired, 'PGRST303', 'JWT expired'],
      ['not-a-jwt', 'PGRST301', 'Expected 3 parts in JWT; got 1'],
    ];
    for (const [token, code, message] of cases) {
      const res = await rest('/guests?select=id', { token });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toContain('invalid_token');
      expect(await res.json()).toEqual({ code, details: null, hint: null, message });
    }
  });

  it('answers unknown tables 404 PGRST205, unknown columns 400, bad filters 400 PGRST100, bad schemas 406', async () => {
    const table = await demo.from('reservations').select('*');
    expect(table).toMatchObject({
      status: 404,
      error: { code: 'PGRST205', message: "Could not find the table 'public.reservations' in the schema cache" },
    });
    expect((await demo.from('guests').select('id, shoe_size')).error).toMatchObject({ code: '42703' });
    expect((await demo.from('guests').insert({ ...guest(demoHotel), shoe_size: 44 })).error).toMatchObject({
      code: 'PGRST204',
    });
    const badFilter = await rest('/guests?select=id&room=equals.3', { token: await accessToken(demo) });
    expect(badFilter.status).toBe(400);
    expect((await badFilter.json()).code).toBe('PGRST100');
    const schema = await rest('/guests', { headers: { 'accept-profile': 'auth' } });
    expect(schema.status).toBe(406);
    expect((await schema.json()).code).toBe('PGRST106');
  });

  it('refuses oversized bodies with 413 and malformed JSON with 400 PGRST102, storing nothing', async () => {
    const token = await accessToken(demo);
    const big = await rest('/contact_messages', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@y.z', message: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    const bad = await rest('/guests', {
      method: 'POST',
      token,
      headers: { 'content-type': 'application/json' },
      body: '{"first_name": ',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'PGRST102' });
  });
});

async function accessToken(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session!.access_token;
}
