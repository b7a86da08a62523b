/**
 * `/rest/v1` writes through supabase-js (docs/local-stack.md#rest): update/delete with safeupdate,
 * rollback on single(), upserts, bulk inserts and the plan limit; and tenancy: Mountain Lodge staff
 * and anon get nothing of Seaside Demo Villa's guests by select, update, delete or RPC.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED, anonClient, serviceClient } from './support/clients.ts';
import { accessToken, rest } from './support/rest.ts';
import {
  created,
  guest,
  guestCount,
  register,
  storedGuest,
  type GuestRow,
  useRestSeed,
} from './support/rest-guests.ts';

const seed = useRestSeed();

describe('mutations', () => {
  it('updates with .select() returning the row; unfiltered update/delete are refused (safeupdate)', async () => {
    const mine = await register(seed.demo, seed.demoHotel);
    const { data, error } = await seed.demo
      .from('guests')
      .update({ room: '204' })
      .eq('id', mine.id)
      .select('id, room')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: mine.id, room: '204' });
    const unfiltered = await seed.demo.from('guests').update({ room: '1' });
    expect(unfiltered).toMatchObject({
      status: 400,
      error: { code: '21000', message: 'UPDATE requires a WHERE clause' },
    });
    const res = await rest('/guests', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      token: await accessToken(seed.demo),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
  });

  it('rolls a mutation back when single() does not get exactly one row', async () => {
    const a = await register(seed.demo, seed.demoHotel, { room: 'SINGLE' });
    const b = await register(seed.demo, seed.demoHotel, { room: 'SINGLE' });
    const { error, status } = await seed.demo
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
    const first = await seed.demo
      .from('guests')
      .upsert(guest(seed.demoHotel, { idempotency_key: key }), {
        onConflict: 'hotel_id,idempotency_key',
        ignoreDuplicates: true,
      })
      .select();
    expect(first.status).toBe(201);
    const firstRow = (first.data as GuestRow[])[0];
    created.push(firstRow.id);
    const again = await seed.demo
      .from('guests')
      .upsert(guest(seed.demoHotel, { idempotency_key: key, room: 'OTHER' }), {
        onConflict: 'hotel_id,idempotency_key',
        ignoreDuplicates: true,
      })
      .select();
    expect(again.data).toEqual([]);
    expect((await storedGuest(firstRow.id)).room).toBe('R1');

    const merged = await serviceClient()
      .from('guests')
      .upsert({ ...firstRow, room: 'MERGED' })
      .select('id, room');
    expect(merged.status).toBe(200); // only updated rows → 200, as PostgREST
    expect(merged.data).toEqual([{ id: firstRow.id, room: 'MERGED' }]);
  });

  it('bulk-inserts arrays atomically and maps the plan limit (PT429) to HTTP 429', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => guest(seed.lodgeHotel, { last_name: `Bulk ${i}` }));
    const before = await guestCount(seed.lodgeHotel);
    const { error, status } = await seed.lodge.from('guests').insert(rows);
    expect(status).toBe(429);
    expect(error).toMatchObject({
      code: 'PT429',
      message: 'Monthly guest limit reached for your plan.',
      hint: 'guest_limit_reached',
    });
    expect(await guestCount(seed.lodgeHotel)).toBe(before);

    const two = await seed.lodge
      .from('guests')
      .insert([guest(seed.lodgeHotel), { ...guest(seed.lodgeHotel), room: null }])
      .select('id, room');
    expect(two.error).toBeNull();
    const twoRows = two.data as GuestRow[];
    expect(twoRows.map((g) => g.room)).toEqual(['R1', null]);
    created.push(...twoRows.map((g) => g.id));
  });
});

describe('tenancy: Mountain Lodge staff and anon get nothing of Seaside Demo Villa', () => {
  let demoGuest: GuestRow;
  beforeAll(async () => {
    demoGuest = await register(seed.demo, seed.demoHotel, { room: 'DEMO' });
  });

  it('select by id, by hotel filter, by embed and by count: nothing', async () => {
    expect((await seed.lodge.from('guests').select('*').eq('id', demoGuest.id)).data).toEqual([]);
    const byHotel = await seed.lodge.from('guests').select('*', { count: 'exact' }).eq('hotel_id', seed.demoHotel);
    expect(byHotel).toMatchObject({ data: [], count: 0 });
    const hotels = await seed.lodge.from('hotels').select('name, guests(id)');
    expect((hotels.data as { name: string }[]).map((h) => h.name)).toEqual([SEED.lodge.hotelName]);
    const csv = await seed.lodge.from('guests').select('id').eq('hotel_id', seed.demoHotel).csv();
    expect(csv.data).toBe('\n'); // PostgREST: empty header line, no rows
  });

  it('update, delete and check-out touch nothing; insert into the other hotel is 403', async () => {
    expect((await seed.lodge.from('guests').update({ room: 'HACKED' }).eq('id', demoGuest.id).select()).data).toEqual(
      [],
    );
    expect((await seed.lodge.from('guests').delete().eq('id', demoGuest.id).select()).data).toEqual([]);
    const checkout = await seed.lodge.rpc('check_out_guest', { p_guest_id: demoGuest.id });
    expect(checkout.data).toBeNull();
    expect(checkout.error).not.toBeNull();
    const stored = await storedGuest(demoGuest.id);
    expect(stored).toMatchObject({ room: 'DEMO', checked_out_at: null });
    const insert = await seed.lodge.from('guests').insert(guest(seed.demoHotel));
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
