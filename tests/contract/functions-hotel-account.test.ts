/**
 * `create-hotel-account` through supabase-js (the /create-user form): admin only, hotel + owner +
 * membership together or nothing (faults injected in Postgres), and the requests every function
 * refuses over HTTP (wrong method, no body, malformed JSON).
 */
import { describe, expect, it } from 'vitest';
import { CREATE_HOTEL_ACCOUNT_FIELDS, fuzzCases } from '@shared/testing/fuzz-cases.ts';
import { SEED, adminPg, signedInClient } from './support/clients.ts';
import {
  ANY_STRING,
  callFunction,
  countRows,
  expectAllRefused,
  useSeed,
  type HotelAccountData,
} from './support/functions.ts';

const seed = useSeed();

describe('create-hotel-account', () => {
  const account = () => ({
    hotelName: 'Harbour Inn',
    hotelAddress: '1 Quay Street',
    email: `owner-${Date.now()}@example.com`,
    password: 'owner-pass',
  });

  it('refuses hotel staff with 403', async () => {
    const before = await countRows('public.hotels');
    expect((await callFunction(seed.demo, 'create-hotel-account', account())).status).toBe(403);
    expect(await countRows('public.hotels')).toBe(before);
  });

  it('creates the hotel on Starter, its owner account and the owner membership together', async () => {
    const input = account();
    const { status, data } = await callFunction<HotelAccountData>(seed.admin, 'create-hotel-account', input);
    expect(status).toBe(200);
    try {
      expect(data).toMatchObject({
        hotel: { id: ANY_STRING, name: 'Harbour Inn' },
        user: { uid: ANY_STRING, email: input.email },
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
      await callFunction(seed.admin, 'admin-users', { action: 'delete', uid: data.user.uid });
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
          const { status, error } = await callFunction<HotelAccountData>(seed.admin, 'create-hotel-account', input);
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
    const { status, error } = await callFunction(seed.admin, 'create-hotel-account', {
      ...account(),
      email: SEED.demo.email,
    });
    expect(status).toBe(409);
    expect(error!.message).toContain('email');
    expect(await countRows('public.hotels')).toBe(before);
  });

  it('answers every bad input with 400 naming the field, and writes nothing', async () => {
    await expectAllRefused(seed.admin, 'create-hotel-account', fuzzCases(account(), CREATE_HOTEL_ACCOUNT_FIELDS), [
      'public.hotels',
      'auth.users',
    ]);
  });
});

describe('bad requests over HTTP', () => {
  it('answers a wrong method, a missing body and malformed JSON with 400 naming method/body', async () => {
    for (const fn of ['add-guest', 'admin-users', 'create-hotel-account']) {
      const wrongMethod = await callFunction(seed.admin, fn, undefined, { method: 'GET' });
      expect(wrongMethod.status, fn).toBe(400);
      expect(wrongMethod.error!.message).toMatch(/^method: /);
      const noBody = await callFunction(seed.admin, fn, undefined);
      expect(noBody.status, fn).toBe(400);
      expect(noBody.error!.message).toMatch(/^body: /);
      const malformed = await callFunction(seed.admin, fn, '{"action":', {
        headers: { 'Content-Type': 'application/json' },
      });
      expect(malformed.status, fn).toBe(400);
      expect(malformed.error!.message).toBe('body: Malformed JSON');
    }
  });
});
