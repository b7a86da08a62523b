/**
 * `/rest/v1` reads through supabase-js as the app makes them (docs/local-stack.md#rest): listing with
 * exact counts and paging, search, embeds, single/maybeSingle, CSV, and the RPCs.
 */
import { describe, expect, it } from 'vitest';
import { SEED, serviceClient } from './support/clients.ts';
import { ANY_NUMBER, ANY_STRING } from './support/rest.ts';
import { guestCount, register, storedGuest, type GuestRow, useRestSeed } from './support/rest-guests.ts';

const seed = useRestSeed();

describe('guest list as the app queries it', () => {
  it('pages newest first with an exact count (206 + Content-Range while partial)', async () => {
    const { data, count, status, error } = await seed.demo
      .from('guests')
      .select('id, first_name, registered_at', { count: 'exact' })
      .eq('hotel_id', seed.demoHotel)
      .order('registered_at', { ascending: false })
      .range(0, 4);
    expect(error).toBeNull();
    const total = await guestCount(seed.demoHotel);
    expect(count).toBe(total);
    expect(status).toBe(206);
    expect(data).toHaveLength(5);
    const times = (data as Pick<GuestRow, 'registered_at'>[]).map((g) => g.registered_at);
    expect([...times].sort().reverse()).toEqual(times);

    const lastPage = await seed.demo
      .from('guests')
      .select('id', { count: 'exact' })
      .eq('hotel_id', seed.demoHotel)
      .range(total - 2, total + 10);
    expect(lastPage.data).toHaveLength(2);
    const beyond = await seed.demo
      .from('guests')
      .select('id', { count: 'exact' })
      .eq('hotel_id', seed.demoHotel)
      .range(total + 5, total + 9);
    expect(beyond.status).toBe(416);
    expect(beyond.error).toMatchObject({ code: 'PGRST103', message: 'Requested range not satisfiable' });
  });

  it('searches with ilike inside or=(...), and counts with head requests', async () => {
    const mine = await register(seed.demo, seed.demoHotel, { first_name: 'Océane', last_name: "O'Brien, Jr" });
    const { data, error } = await seed.demo
      .from('guests')
      .select('id, first_name, last_name')
      .eq('hotel_id', seed.demoHotel)
      .or(`first_name.ilike.%o'brien%,last_name.ilike.%o'brien%`);
    expect(error).toBeNull();
    expect((data as Pick<GuestRow, 'id'>[]).map((g) => g.id)).toEqual([mine.id]);

    const head = await seed.demo
      .from('guests')
      .select('*', { count: 'exact', head: true })
      .eq('hotel_id', seed.demoHotel)
      .is('checked_out_at', null);
    expect(head.data).toBeNull();
    expect(head.count).toBeGreaterThan(0);
    expect(head.status).toBe(200);
  });

  it('embeds the hotel of each guest and counts guests per hotel, only for the own hotel', async () => {
    const guests = await seed.demo.from('guests').select('id, hotels(name)').limit(2);
    expect(guests.data).toEqual([
      expect.objectContaining({ hotels: { name: SEED.demo.hotelName } }),
      expect.anything(),
    ]);
    const spread = await seed.demo.from('guests').select('first_name, ...hotels(hotel_name:name)').limit(1).single();
    expect(spread.data).toEqual({ first_name: ANY_STRING, hotel_name: SEED.demo.hotelName });
    const members = await seed.demo.from('hotel_members').select('email, role, hotels(name, guests(count))');
    expect(members.error).toBeNull();
    expect(members.data).toHaveLength(1);
    expect(members.data![0]).toMatchObject({
      email: SEED.demo.email,
      hotels: { name: SEED.demo.hotelName, guests: [{ count: ANY_NUMBER }] },
    });
  });

  it('filters parents by an !inner embed and orders by a to-one embed (service role, all hotels)', async () => {
    const mine = await register(seed.demo, seed.demoHotel, { first_name: 'Quillon' });
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
    const mine = await register(seed.demo, seed.demoHotel);
    expect((await seed.demo.from('guests').select('id').eq('id', mine.id).single()).data).toEqual({ id: mine.id });
    const none = await seed.demo.from('guests').select('id').eq('id', '00000000-0000-4000-8000-000000000000').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const maybe = await seed.demo
      .from('guests')
      .select('id')
      .eq('id', '00000000-0000-4000-8000-000000000000')
      .maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  it('exports CSV with a header row', async () => {
    const { data, error } = await seed.demo
      .from('guests')
      .select('first_name,last_name,room')
      .eq('hotel_id', seed.demoHotel)
      .order('last_name')
      .limit(3)
      .csv();
    expect(error).toBeNull();
    const lines = (data as string).split('\n');
    expect(lines[0]).toBe('first_name,last_name,room');
    expect(lines).toHaveLength(4);
  });
});

describe('rpc', () => {
  it('plan_usage reports each caller its own hotel plan (POST and GET)', async () => {
    const demoUsage = await seed.demo.rpc('plan_usage').single();
    expect(demoUsage.data).toMatchObject({ plan_name: 'Pro', guest_limit: 50, user_limit: 5 });
    const lodgeUsage = await seed.lodge.rpc('plan_usage', {}, { get: true });
    expect(lodgeUsage.data).toEqual([expect.objectContaining({ plan_name: 'Starter', user_limit: 2 })]);
  });

  it('check_out_guest stamps once, then refuses; returns the guest as an object', async () => {
    const mine = await register(seed.demo, seed.demoHotel);
    const out = await seed.demo.rpc('check_out_guest', { p_guest_id: mine.id });
    expect(out.error).toBeNull();
    expect(out.data).toMatchObject({ id: mine.id, checked_out_at: ANY_STRING });
    const again = await seed.demo.rpc('check_out_guest', { p_guest_id: mine.id });
    expect(again.error).not.toBeNull();
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect((await storedGuest(mine.id)).checked_out_at?.toISOString()).toBe(
      new Date((out.data as GuestRow).checked_out_at!).toISOString(),
    );
  });

  it('answers 404 PGRST202 for unknown functions or arguments', async () => {
    const { error, status } = await seed.demo.rpc('plan_usage', { p_nope: 1 });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.plan_usage(p_nope) in the schema cache',
    });
  });
});
