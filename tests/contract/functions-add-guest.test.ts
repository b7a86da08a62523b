/**
 * `add-guest` through supabase-js `functions.invoke`, as the registration form calls it: the happy
 * path, defaults, tenancy, attachments, idempotency, the plan's guest limit and the bad-input table
 * (each refused call writes nothing). Prints the p50 round trip.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { GUEST_FIELDS, fuzzCases } from '@shared/testing/fuzz-cases.ts';
import { adminPg, anonClient } from './support/clients.ts';
import {
  callFunction,
  countRows,
  expectAllRefused,
  guestBody,
  useSeed,
  uploadPassport,
  type AddGuestData,
} from './support/functions.ts';

const seed = useSeed();
/** Guests this file created through the function, removed afterwards to keep plan counts. */
const createdGuests: string[] = [];

afterAll(async () => {
  if (createdGuests.length) await adminPg().query('delete from public.guests where id = any($1)', [createdGuests]);
});

describe('add-guest', () => {
  it('registers a guest with a passport image and answers {data: {guest}} (the row)', async () => {
    const image = await uploadPassport(seed.demo, seed.demoHotel);
    const body = guestBody(seed.demoHotel, { attachments: [image] });
    const { status, data } = await callFunction<AddGuestData>(seed.demo, 'add-guest', body);
    expect(status).toBe(200);
    const guest = data.guest;
    createdGuests.push(guest.id);
    const { data: user } = await seed.demo.auth.getUser();
    expect(guest).toMatchObject({
      hotel_id: seed.demoHotel,
      first_name: 'Ana',
      last_name: 'Silva',
      passport_number: 'P1234567',
      email: 'ana.silva@example.com',
      check_in: body.guest.checkIn,
      check_out: body.guest.checkOut,
      attachments: [image],
      created_from: 'webapp',
      created_by: user.user!.id,
      checked_out_at: null,
    });
    const { data: visible } = await seed.demo.from('guests').select('id').eq('id', guest.id);
    expect(visible).toHaveLength(1);
  });

  it('defaults check-in to today (UTC) and check-out to null, trims text, keeps SQL text verbatim', async () => {
    const lastName = "O'Brien'); drop table public.guests; --";
    const body = guestBody(seed.demoHotel, { checkIn: '', checkOut: '', firstName: '  Liam ', lastName, email: '' });
    const { status, data } = await callFunction<AddGuestData>(seed.demo, 'add-guest', body);
    expect(status).toBe(200);
    createdGuests.push(data.guest.id);
    expect(data.guest).toMatchObject({
      check_in: new Date().toISOString().slice(0, 10),
      check_out: null,
      first_name: 'Liam',
      last_name: lastName,
      email: null,
    });
  });

  it('answers 401 to a signed-out caller (anon key) and writes nothing', async () => {
    const before = await countRows('public.guests');
    const { status, error } = await callFunction(anonClient(), 'add-guest', guestBody(seed.demoHotel));
    expect(status).toBe(401);
    expect(error?.code ?? 'unauthenticated').toBe('unauthenticated');
    expect(await countRows('public.guests')).toBe(before);
  });

  it('refuses seed.lodge staff adding to the seed.demo hotel with 403, even with a valid guest', async () => {
    const before = await countRows('public.guests');
    const { status, error } = await callFunction<AddGuestData>(seed.lodge, 'add-guest', guestBody(seed.demoHotel));
    expect(status).toBe(403);
    expect(error!.code).toBe('permission-denied');
    expect(await countRows('public.guests')).toBe(before);
  });

  it("accepts only attachments uploaded to the caller's own hotel folder", async () => {
    const lodgeImage = await uploadPassport(seed.lodge, seed.lodgeHotel);
    const cases = [
      `${seed.demoHotel}/1700000000000_never-uploaded.png`,
      lodgeImage,
      `${seed.demoHotel}/../${lodgeImage}`,
    ];
    for (const name of cases) {
      const { status, error } = await callFunction<AddGuestData>(
        seed.demo,
        'add-guest',
        guestBody(seed.demoHotel, { attachments: [name] }),
      );
      expect(status, name).toBe(400);
      expect(error!.message).toContain('guest.attachments.0');
    }
  });

  it('creates one guest for one idempotency key, however often it is sent', async () => {
    const body = guestBody(seed.demoHotel);
    const first = await callFunction<AddGuestData>(seed.demo, 'add-guest', body);
    const [second, third] = await Promise.all([
      callFunction<AddGuestData>(seed.demo, 'add-guest', body),
      callFunction<AddGuestData>(seed.demo, 'add-guest', body),
    ]);
    createdGuests.push(first.data.guest.id);
    expect([second.data.guest.id, third.data.guest.id]).toEqual([first.data.guest.id, first.data.guest.id]);
    const { rows } = await adminPg().query<{ n: number }>(
      'select count(*)::int as n from public.guests where idempotency_key = $1',
      [body.idempotencyKey],
    );
    expect(rows[0].n).toBe(1);
  });

  it('requires only the fields the hotel shows', async () => {
    await adminPg().query(
      `update public.hotels set form_fields = '{"room": false, "chauffeurName": false}' where id = $1`,
      [seed.lodgeHotel],
    );
    try {
      const shown = await callFunction(
        seed.lodge,
        'add-guest',
        guestBody(seed.lodgeHotel, { room: '', chauffeurName: '', firstName: '' }),
      );
      expect(shown.status).toBe(400);
      expect(shown.error!.message).toBe('guest.firstName: Required');
      const hidden = await callFunction<AddGuestData>(
        seed.lodge,
        'add-guest',
        guestBody(seed.lodgeHotel, { room: '', chauffeurName: '' }),
      );
      expect(hidden.status).toBe(200);
      createdGuests.push(hidden.data.guest.id);
    } finally {
      await adminPg().query(`update public.hotels set form_fields = '{}' where id = $1`, [seed.lodgeHotel]);
    }
  });

  it('answers 429 with the plan message for the 51st Starter guest of the month; replays still succeed', async () => {
    const earlier = guestBody(seed.lodgeHotel);
    const first = await callFunction<AddGuestData>(seed.lodge, 'add-guest', earlier);
    expect(first.status).toBe(200);
    createdGuests.push(first.data.guest.id);
    const filler = `limit-filler-${Date.now()}`;
    const pool = adminPg();
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from public.guests where hotel_id = $1 and registered_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'`,
      [seed.lodgeHotel],
    );
    await pool.query(
      `insert into public.guests (hotel_id, first_name, created_from) select $1, $2, 'test' from generate_series(1, $3::int)`,
      [seed.lodgeHotel, filler, 50 - rows[0].n],
    );
    try {
      const before = await countRows('public.guests');
      const { status, error } = await callFunction<AddGuestData>(seed.lodge, 'add-guest', guestBody(seed.lodgeHotel));
      expect(status).toBe(429);
      expect(error).toEqual({ code: 'resource-exhausted', message: 'Monthly guest limit reached for your plan.' });
      expect(await countRows('public.guests')).toBe(before);
      const replay = await callFunction<AddGuestData>(seed.lodge, 'add-guest', earlier);
      expect(replay.status).toBe(200);
      expect(replay.data.guest.id).toBe(first.data.guest.id);
    } finally {
      await pool.query('delete from public.guests where hotel_id = $1 and first_name = $2', [seed.lodgeHotel, filler]);
    }
  });

  it('answers every bad input with 400 naming the field, and writes nothing', async () => {
    const { rows } = await adminPg().query<{ form_fields: Record<string, boolean> }>(
      'select form_fields from public.hotels where id = $1',
      [seed.demoHotel],
    );
    const hidden = new Set(
      Object.entries(rows[0].form_fields)
        .filter(([, shown]) => shown === false)
        .map(([key]) => `guest.${key}`),
    );
    const cases = fuzzCases(guestBody(seed.demoHotel), GUEST_FIELDS, [[], ['guest']]).filter(
      (c) => !(hidden.has(c.field) && c.name.endsWith('empty string')),
    );
    await expectAllRefused(seed.demo, 'add-guest', cases, ['public.guests']);
  });
});

describe('add-guest round trip', () => {
  it('p50 over 30 calls through the local stack', async () => {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      const { status, data } = await callFunction<AddGuestData>(seed.demo, 'add-guest', guestBody(seed.demoHotel));
      times.push(performance.now() - started);
      expect(status).toBe(200);
      createdGuests.push(data.guest.id);
      // Stay under the seed.demo hotel's monthly limit: the measured calls are removed at once.
      await adminPg().query('delete from public.guests where id = $1', [data.guest.id]);
    }
    times.sort((a, b) => a - b);
    console.log(
      `add-guest round trip over ${times.length} calls: p50 ${times[14].toFixed(1)} ms, p90 ${times[26].toFixed(1)} ms`,
    );
  });
});
