/**
 * The edge functions through supabase-js `functions.invoke`, as the SPA calls them:
 * add-guest (happy path, defaults, tenancy, attachments, idempotency, the plan's guest limit),
 * admin-users and create-hotel-account (admin only, user limit, no orphans), and the bad-input
 * table over HTTP, proving each refused call wrote nothing. Prints add-guest's p50 round trip.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_USERS_FIELDS,
  CREATE_HOTEL_ACCOUNT_FIELDS,
  GUEST_FIELDS,
  fuzzCases,
  type FuzzCase,
} from '@shared/testing/fuzz-cases.ts';
import { SEED, adminPg, anonClient, readMail, signedInClient } from './support/clients.ts';
import { callFunction, countRows, guestBody, hotelIdOf, uploadPassport } from './support/functions.ts';

let demo: SupabaseClient;
let lodge: SupabaseClient;
let admin: SupabaseClient;
let demoHotel: string;
let lodgeHotel: string;
/** Guests this file created through the functions, removed afterwards to keep plan counts. */
const createdGuests: string[] = [];

beforeAll(async () => {
  [demo, lodge, admin] = await Promise.all([
    signedInClient(SEED.demo.email, SEED.demo.password),
    signedInClient(SEED.lodge.email, SEED.lodge.password),
    signedInClient(SEED.admin.email, SEED.admin.password),
  ]);
  [demoHotel, lodgeHotel] = await Promise.all([hotelIdOf(SEED.demo.hotelName), hotelIdOf(SEED.lodge.hotelName)]);
});

afterAll(async () => {
  if (createdGuests.length) await adminPg().query('delete from public.guests where id = any($1)', [createdGuests]);
});

describe('add-guest', () => {
  it('registers a guest with a passport image and answers {data: {guest}} (the row)', async () => {
    const image = await uploadPassport(demo, demoHotel);
    const body = guestBody(demoHotel, { attachments: [image] });
    const { status, data } = await callFunction(demo, 'add-guest', body);
    expect(status).toBe(200);
    const guest = data.guest;
    createdGuests.push(guest.id);
    const { data: user } = await demo.auth.getUser();
    expect(guest).toMatchObject({
      hotel_id: demoHotel,
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
    const { data: visible } = await demo.from('guests').select('id').eq('id', guest.id);
    expect(visible).toHaveLength(1);
  });

  it('defaults check-in to today (UTC) and check-out to null, trims text, keeps SQL text verbatim', async () => {
    const lastName = "O'Brien'); drop table public.guests; --";
    const body = guestBody(demoHotel, { checkIn: '', checkOut: '', firstName: '  Liam ', lastName, email: '' });
    const { status, data } = await callFunction(demo, 'add-guest', body);
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
    const { status, error } = await callFunction(anonClient(), 'add-guest', guestBody(demoHotel));
    expect(status).toBe(401);
    expect(error?.code ?? 'unauthenticated').toBe('unauthenticated');
    expect(await countRows('public.guests')).toBe(before);
  });

  it('refuses lodge staff adding to the demo hotel with 403, even with a valid guest', async () => {
    const before = await countRows('public.guests');
    const { status, error } = await callFunction(lodge, 'add-guest', guestBody(demoHotel));
    expect(status).toBe(403);
    expect(error!.code).toBe('permission-denied');
    expect(await countRows('public.guests')).toBe(before);
  });

  it("accepts only attachments uploaded to the caller's own hotel folder", async () => {
    const lodgeImage = await uploadPassport(lodge, lodgeHotel);
    const cases = [`${demoHotel}/1700000000000_never-uploaded.png`, lodgeImage, `${demoHotel}/../${lodgeImage}`];
    for (const name of cases) {
      const { status, error } = await callFunction(demo, 'add-guest', guestBody(demoHotel, { attachments: [name] }));
      expect(status, name).toBe(400);
      expect(error!.message).toContain('guest.attachments.0');
    }
  });

  it('creates one guest for one idempotency key, however often it is sent', async () => {
    const body = guestBody(demoHotel);
    const first = await callFunction(demo, 'add-guest', body);
    const [second, third] = await Promise.all([
      callFunction(demo, 'add-guest', body),
      callFunction(demo, 'add-guest', body),
    ]);
    createdGuests.push(first.data.guest.id);
    expect([second.data.guest.id, third.data.guest.id]).toEqual([first.data.guest.id, first.data.guest.id]);
    const { rows } = await adminPg().query('select count(*)::int as n from public.guests where idempotency_key = $1', [
      body.idempotencyKey,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('requires only the fields the hotel shows', async () => {
    await adminPg().query(
      `update public.hotels set form_fields = '{"room": false, "chauffeurName": false}' where id = $1`,
      [lodgeHotel],
    );
    try {
      const shown = await callFunction(
        lodge,
        'add-guest',
        guestBody(lodgeHotel, { room: '', chauffeurName: '', firstName: '' }),
      );
      expect(shown.status).toBe(400);
      expect(shown.error!.message).toBe('guest.firstName: Required');
      const hidden = await callFunction(lodge, 'add-guest', guestBody(lodgeHotel, { room: '', chauffeurName: '' }));
      expect(hidden.status).toBe(200);
      createdGuests.push(hidden.data.guest.id);
    } finally {
      await adminPg().query(`update public.hotels set form_fields = '{}' where id = $1`, [lodgeHotel]);
    }
  });

  it('answers 429 with the plan message for the 51st Starter guest of the month; replays still succeed', async () => {
    const earlier = guestBody(lodgeHotel);
    const first = await callFunction(lodge, 'add-guest', earlier);
    expect(first.status).toBe(200);
    createdGuests.push(first.data.guest.id);
    const filler = `limit-filler-${Date.now()}`;
    const pool = adminPg();
    const { rows } = await pool.query(
      `select count(*)::int as n from public.guests where hotel_id = $1 and registered_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'`,
      [lodgeHotel],
    );
    await pool.query(
      `insert into public.guests (hotel_id, first_name, created_from) select $1, $2, 'test' from generate_series(1, $3::int)`,
      [lodgeHotel, filler, 50 - rows[0].n],
    );
    try {
      const before = await countRows('public.guests');
      const { status, error } = await callFunction(lodge, 'add-guest', guestBody(lodgeHotel));
      expect(status).toBe(429);
      expect(error).toEqual({ code: 'resource-exhausted', message: 'Monthly guest limit reached for your plan.' });
      expect(await countRows('public.guests')).toBe(before);
      const replay = await callFunction(lodge, 'add-guest', earlier);
      expect(replay.status).toBe(200);
      expect(replay.data.guest.id).toBe(first.data.guest.id);
    } finally {
      await pool.query('delete from public.guests where hotel_id = $1 and first_name = $2', [lodgeHotel, filler]);
    }
  });

  it('answers every bad input with 400 naming the field, and writes nothing', async () => {
    const { rows } = await adminPg().query('select form_fields from public.hotels where id = $1', [demoHotel]);
    const hidden = new Set(
      Object.entries(rows[0].form_fields)
        .filter(([, shown]) => shown === false)
        .map(([key]) => `guest.${key}`),
    );
    const cases = fuzzCases(guestBody(demoHotel), GUEST_FIELDS, [[], ['guest']]).filter(
      (c) => !(hidden.has(c.field) && c.name.endsWith('empty string')),
    );
    await expectAllRefused(demo, 'add-guest', cases, ['public.guests']);
  });
});

describe('admin-users', () => {
  it('refuses hotel staff (403) and signed-out callers (401)', async () => {
    for (const body of [{ action: 'list' }, { action: 'delete', uid: crypto.randomUUID() }]) {
      expect((await callFunction(demo, 'admin-users', body)).status).toBe(403);
      expect((await callFunction(anonClient(), 'admin-users', body)).status).toBe(401);
    }
  });

  it('refuses an admin removed from platform_admins at once, though the token still says platform_admin', async () => {
    await adminPg().query('delete from public.platform_admins where email = $1', [SEED.admin.email]);
    try {
      expect((await callFunction(admin, 'admin-users', { action: 'list' })).status).toBe(403);
    } finally {
      await adminPg().query('insert into public.platform_admins (email) values ($1)', [SEED.admin.email]);
    }
    expect((await callFunction(admin, 'admin-users', { action: 'list' })).status).toBe(200);
  });

  it('lists users with their hotel', async () => {
    const { status, data } = await callFunction(admin, 'admin-users', { action: 'list' });
    expect(status).toBe(200);
    const demoUser = data.users.find((u: { email: string }) => u.email === SEED.demo.email);
    expect(demoUser).toMatchObject({ uid: expect.any(String), hotelId: demoHotel, hotelName: SEED.demo.hotelName });
  });

  it('creates a staff user who can sign in with the hotel claim, then deletes them with their membership', async () => {
    const email = `desk-${Date.now()}@example.com`;
    const created = await callFunction(admin, 'admin-users', {
      action: 'create',
      email,
      password: 'desk-pass',
      hotelId: demoHotel,
    });
    expect(created.status).toBe(200);
    expect(created.data.user).toMatchObject({ uid: expect.any(String), email, hotelId: demoHotel });
    const staff = await signedInClient(email, 'desk-pass');
    const { data: session } = await staff.auth.getSession();
    const claims = JSON.parse(atob(session.session!.access_token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    expect(claims).toMatchObject({ hotel_id: demoHotel, app_role: 'hotel_staff' });

    const deleted = await callFunction(admin, 'admin-users', { action: 'delete', uid: created.data.user.uid });
    expect(deleted).toMatchObject({ status: 200, data: { deleted: true } });
    expect(await countRows('public.hotel_members', 'user_id = $1', [created.data.user.uid])).toBe(0);
    const { error } = await anonClient().auth.signInWithPassword({ email, password: 'desk-pass' });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('answers 429 for the 3rd Starter user and leaves no orphan account', async () => {
    const members = await countRows('public.hotel_members', 'hotel_id = $1', [lodgeHotel]);
    const made: string[] = [];
    try {
      for (let i = members; i < 2; i++) {
        const ok = await callFunction(admin, 'admin-users', {
          action: 'create',
          email: `lodge-${i}-${Date.now()}@example.com`,
          password: 'lodge-pass',
          hotelId: lodgeHotel,
        });
        expect(ok.status).toBe(200);
        made.push(ok.data.user.uid);
      }
      const email = `lodge-third-${Date.now()}@example.com`;
      const third = await callFunction(admin, 'admin-users', {
        action: 'create',
        email,
        password: 'lodge-pass',
        hotelId: lodgeHotel,
      });
      expect(third.status).toBe(429);
      expect(third.error).toEqual({ code: 'resource-exhausted', message: 'User limit reached for your plan.' });
      expect(await countRows('auth.users', 'email = $1', [email])).toBe(0);
    } finally {
      for (const uid of made) await callFunction(admin, 'admin-users', { action: 'delete', uid });
    }
  });

  it('refuses a taken email (409), an unknown hotel (404), an unknown user (404) and deleting oneself (400)', async () => {
    const users = await countRows('auth.users');
    const taken = await callFunction(admin, 'admin-users', {
      action: 'create',
      email: SEED.lodge.email,
      password: 'secret1',
      hotelId: demoHotel,
    });
    expect(taken).toMatchObject({ status: 409, error: { code: 'aborted' } });
    const noHotel = await callFunction(admin, 'admin-users', {
      action: 'create',
      email: `x-${Date.now()}@example.com`,
      password: 'secret1',
      hotelId: crypto.randomUUID(),
    });
    expect(noHotel).toMatchObject({ status: 404, error: { code: 'not-found' } });
    expect(await countRows('auth.users')).toBe(users);
    expect((await callFunction(admin, 'admin-users', { action: 'delete', uid: crypto.randomUUID() })).status).toBe(404);
    const { data } = await admin.auth.getUser();
    expect((await callFunction(admin, 'admin-users', { action: 'delete', uid: data.user!.id })).status).toBe(400);
  });

  it('sends a password reset email', async () => {
    // A fresh user: GoTrue limits recovery emails per address, and other suites reset the seeded ones.
    const email = `reset-${Date.now()}@example.com`;
    const created = await callFunction(admin, 'admin-users', {
      action: 'create',
      email,
      password: 'reset-pass',
      hotelId: demoHotel,
    });
    expect(created.status).toBe(200);
    try {
      const { status, data } = await callFunction(admin, 'admin-users', { action: 'reset-password', email });
      expect(status).toBe(200);
      expect(data).toEqual({ sent: true });
      const mail = await readMail(email);
      expect(mail.links.some((link) => link.includes('/auth/v1/verify'))).toBe(true);
    } finally {
      await callFunction(admin, 'admin-users', { action: 'delete', uid: created.data.user.uid });
    }
  });

  it('answers every bad input of every action with 400 naming the field, and writes nothing', async () => {
    const valid = {
      create: { action: 'create', email: `fuzz-${Date.now()}@example.com`, password: 'secret1', hotelId: demoHotel },
      'reset-password': { action: 'reset-password', email: 'nobody@example.com' },
      delete: { action: 'delete', uid: crypto.randomUUID() },
    } as const;
    const cases = (Object.keys(valid) as (keyof typeof valid)[]).flatMap((action) =>
      fuzzCases(valid[action], ADMIN_USERS_FIELDS[action]),
    );
    await expectAllRefused(admin, 'admin-users', cases, ['auth.users', 'public.hotel_members']);
  });
});

describe('create-hotel-account', () => {
  const account = () => ({
    hotelName: 'Harbour Inn',
    hotelAddress: '1 Quay Street',
    email: `owner-${Date.now()}@example.com`,
    password: 'owner-pass',
  });

  it('refuses hotel staff with 403', async () => {
    const before = await countRows('public.hotels');
    expect((await callFunction(demo, 'create-hotel-account', account())).status).toBe(403);
    expect(await countRows('public.hotels')).toBe(before);
  });

  it('creates the hotel on Starter, its owner account and the owner membership together', async () => {
    const input = account();
    const { status, data } = await callFunction(admin, 'create-hotel-account', input);
    expect(status).toBe(200);
    try {
      expect(data).toMatchObject({
        hotel: { id: expect.any(String), name: 'Harbour Inn' },
        user: { uid: expect.any(String), email: input.email },
      });
      const { rows } = await adminPg().query(
        `select h.owner_id, h.address, m.role, s.plan_id from public.hotels h
         join public.hotel_members m on m.hotel_id = h.id join public.subscriptions s on s.hotel_id = h.id where h.id = $1`,
        [data.hotel.id],
      );
      expect(rows).toEqual([{ owner_id: data.user.uid, address: '1 Quay Street', role: 'owner', plan_id: 'starter' }]);
      const owner = await signedInClient(input.email, input.password);
      const { data: hotel } = await owner.from('hotels').select('name').eq('id', data.hotel.id).single();
      expect(hotel).toEqual({ name: 'Harbour Inn' });
    } finally {
      await callFunction(admin, 'admin-users', { action: 'delete', uid: data.user.uid });
      await adminPg().query('delete from public.hotels where id = $1', [data.hotel.id]);
    }
  });

  it('undoes what it created when the hotel or the membership insert fails (faults injected in Postgres)', async () => {
    const tag = `fn_fault_${Date.now()}`;
    const pool = adminPg();
    await pool.query(
      `create function public.${tag}() returns trigger language plpgsql as $$ begin raise exception 'injected fault'; end $$`,
    );
    try {
      for (const [table, column] of [
        ['hotels', 'name'],
        ['hotel_members', 'email'],
      ] as const) {
        const input = { ...account(), hotelName: `Faulty Inn ${tag}` };
        const match = column === 'name' ? input.hotelName : input.email;
        await pool.query(
          `create trigger ${tag} before insert on public.${table} for each row when (new.${column} = '${match}') execute function public.${tag}()`,
        );
        try {
          const { status, error } = await callFunction(admin, 'create-hotel-account', input);
          expect(status, table).toBe(500);
          expect(error, table).toEqual({ code: 'internal', message: 'Internal error.' });
        } finally {
          await pool.query(`drop trigger ${tag} on public.${table}`);
        }
        expect(await countRows('auth.users', 'email = $1', [input.email]), `orphan user after ${table} fault`).toBe(0);
        expect(
          await countRows('public.hotels', 'name = $1', [input.hotelName]),
          `orphan hotel after ${table} fault`,
        ).toBe(0);
      }
    } finally {
      await pool.query(`drop function public.${tag}()`);
    }
  });

  it('creates nothing when the email is taken (409)', async () => {
    const before = await countRows('public.hotels');
    const { status, error } = await callFunction(admin, 'create-hotel-account', {
      ...account(),
      email: SEED.demo.email,
    });
    expect(status).toBe(409);
    expect(error!.message).toContain('email');
    expect(await countRows('public.hotels')).toBe(before);
  });

  it('answers every bad input with 400 naming the field, and writes nothing', async () => {
    await expectAllRefused(admin, 'create-hotel-account', fuzzCases(account(), CREATE_HOTEL_ACCOUNT_FIELDS), [
      'public.hotels',
      'auth.users',
    ]);
  });
});

describe('bad requests over HTTP', () => {
  it('answers a wrong method, a missing body and malformed JSON with 400 naming method/body', async () => {
    for (const fn of ['add-guest', 'admin-users', 'create-hotel-account']) {
      const wrongMethod = await callFunction(admin, fn, undefined, { method: 'GET' });
      expect(wrongMethod.status, fn).toBe(400);
      expect(wrongMethod.error!.message).toMatch(/^method: /);
      const noBody = await callFunction(admin, fn, undefined);
      expect(noBody.status, fn).toBe(400);
      expect(noBody.error!.message).toMatch(/^body: /);
      const malformed = await callFunction(admin, fn, '{"action":', {
        headers: { 'Content-Type': 'application/json' },
      });
      expect(malformed.status, fn).toBe(400);
      expect(malformed.error!.message).toBe('body: Malformed JSON');
    }
  });
});

describe('add-guest round trip', () => {
  it('p50 over 30 calls through the local stack', async () => {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      const { status, data } = await callFunction(demo, 'add-guest', guestBody(demoHotel));
      times.push(performance.now() - started);
      expect(status).toBe(200);
      createdGuests.push(data.guest.id);
      // Stay under the demo hotel's monthly limit: the measured calls are removed at once.
      await adminPg().query('delete from public.guests where id = $1', [data.guest.id]);
    }
    times.sort((a, b) => a - b);
    console.log(
      `add-guest round trip over ${times.length} calls: p50 ${times[14].toFixed(1)} ms, p90 ${times[26].toFixed(1)} ms`,
    );
  });
});

/** Sends every case; each must be a 400 naming its field, and the listed tables must not change. */
async function expectAllRefused(client: SupabaseClient, fn: string, cases: FuzzCase[], tables: string[]) {
  const before = await Promise.all(tables.map((table) => countRows(table)));
  for (const { name, field, body } of cases) {
    const { status, error } = await callFunction(client, fn, body);
    expect(status, name).toBe(400);
    expect(error?.message, name).toContain(field);
  }
  expect(await Promise.all(tables.map((table) => countRows(table)))).toEqual(before);
}
