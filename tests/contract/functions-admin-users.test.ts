/**
 * `admin-users` through supabase-js, as the admin dashboard calls it: platform admin only (checked
 * live, not from the token), list, create with the hotel claim, the plan's user limit without
 * orphan accounts, conflicts, password reset mail and the bad-input table.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { ADMIN_USERS_FIELDS, fuzzCases } from '@shared/testing/fuzz-cases.ts';
import { SEED, adminPg, anonClient, readMail, signedInClient } from './support/clients.ts';
import {
  callFunction,
  countRows,
  expectAllRefused,
  ANY_STRING,
  useSeed,
  type CreatedUserData,
  type UserListData,
} from './support/functions.ts';

const seed = useSeed();

/** `admin-users` `create` as the platform admin. */
const createUser = (email: string, hotelId: string, password: string) =>
  callFunction<CreatedUserData>(seed.admin, 'admin-users', { action: 'create', email, password, hotelId });

describe('admin-users', () => {
  it('refuses hotel staff (403) and signed-out callers (401)', async () => {
    for (const body of [{ action: 'list' }, { action: 'delete', uid: crypto.randomUUID() }]) {
      expect((await callFunction(seed.demo, 'admin-users', body)).status).toBe(403);
      expect((await callFunction(anonClient(), 'admin-users', body)).status).toBe(401);
    }
  });

  it('refuses an seed.admin removed from platform_admins at once, though the token still says platform_admin', async () => {
    await adminPg().query('delete from public.platform_admins where email = $1', [SEED.admin.email]);
    try {
      expect((await callFunction(seed.admin, 'admin-users', { action: 'list' })).status).toBe(403);
    } finally {
      await adminPg().query('insert into public.platform_admins (email) values ($1)', [SEED.admin.email]);
    }
    expect((await callFunction(seed.admin, 'admin-users', { action: 'list' })).status).toBe(200);
  });

  it('lists users with their hotel', async () => {
    const { status, data } = await callFunction<UserListData>(seed.admin, 'admin-users', { action: 'list' });
    expect(status).toBe(200);
    const demoUser = data.users.find((u) => u.email === SEED.demo.email);
    expect(demoUser).toMatchObject({ uid: ANY_STRING, hotelId: seed.demoHotel, hotelName: SEED.demo.hotelName });
  });

  it('creates a staff user who can sign in with the hotel claim, then deletes them with their membership', async () => {
    const email = `desk-${Date.now()}@example.com`;
    const created = await createUser(email, seed.demoHotel, 'desk-pass');
    expect(created.status).toBe(200);
    expect(created.data.user).toMatchObject({ uid: ANY_STRING, email, hotelId: seed.demoHotel });
    const staff = await signedInClient(email, 'desk-pass');
    const { data: session } = await staff.auth.getSession();
    const claims = decodeJwt(session.session!.access_token);
    expect(claims).toMatchObject({ hotel_id: seed.demoHotel, app_role: 'hotel_staff' });

    const deleted = await callFunction(seed.admin, 'admin-users', { action: 'delete', uid: created.data.user.uid });
    expect(deleted).toMatchObject({ status: 200, data: { deleted: true } });
    expect(await countRows('public.hotel_members', 'user_id = $1', [created.data.user.uid])).toBe(0);
    const { error } = await anonClient().auth.signInWithPassword({ email, password: 'desk-pass' });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('answers 429 for the 3rd Starter user and leaves no orphan account', async () => {
    const members = await countRows('public.hotel_members', 'hotel_id = $1', [seed.lodgeHotel]);
    const made: string[] = [];
    try {
      for (let i = members; i < 2; i++) {
        const ok = await createUser(`lodge-${i}-${Date.now()}@example.com`, seed.lodgeHotel, 'lodge-pass');
        expect(ok.status).toBe(200);
        made.push(ok.data.user.uid);
      }
      const email = `lodge-third-${Date.now()}@example.com`;
      const third = await createUser(email, seed.lodgeHotel, 'lodge-pass');
      expect(third.status).toBe(429);
      expect(third.error).toEqual({ code: 'resource-exhausted', message: 'User limit reached for your plan.' });
      expect(await countRows('auth.users', 'email = $1', [email])).toBe(0);
    } finally {
      for (const uid of made) await callFunction(seed.admin, 'admin-users', { action: 'delete', uid });
    }
  });

  it('refuses a taken email (409), an unknown hotel (404), an unknown user (404) and deleting oneself (400)', async () => {
    const users = await countRows('auth.users');
    const taken = await createUser(SEED.lodge.email, seed.demoHotel, 'secret1');
    expect(taken).toMatchObject({ status: 409, error: { code: 'aborted' } });
    const noHotel = await createUser(`x-${Date.now()}@example.com`, crypto.randomUUID(), 'secret1');
    expect(noHotel).toMatchObject({ status: 404, error: { code: 'not-found' } });
    expect(await countRows('auth.users')).toBe(users);
    expect((await callFunction(seed.admin, 'admin-users', { action: 'delete', uid: crypto.randomUUID() })).status).toBe(
      404,
    );
    const { data } = await seed.admin.auth.getUser();
    expect((await callFunction(seed.admin, 'admin-users', { action: 'delete', uid: data.user!.id })).status).toBe(400);
  });

  it('sends a password reset email', async () => {
    // A fresh user: GoTrue limits recovery emails per address, and other suites reset the seeded ones.
    const email = `reset-${Date.now()}@example.com`;
    const created = await createUser(email, seed.demoHotel, 'reset-pass');
    expect(created.status).toBe(200);
    try {
      const { status, data } = await callFunction(seed.admin, 'admin-users', { action: 'reset-password', email });
      expect(status).toBe(200);
      expect(data).toEqual({ sent: true });
      const mail = await readMail(email);
      expect(mail.links.some((link) => link.includes('/auth/v1/verify'))).toBe(true);
    } finally {
      await callFunction(seed.admin, 'admin-users', { action: 'delete', uid: created.data.user.uid });
    }
  });

  it('answers every bad input of every action with 400 naming the field, and writes nothing', async () => {
    const valid = {
      create: {
        action: 'create',
        email: `fuzz-${Date.now()}@example.com`,
        password: 'secret1',
        hotelId: seed.demoHotel,
      },
      'reset-password': { action: 'reset-password', email: 'nobody@example.com' },
      delete: { action: 'delete', uid: crypto.randomUUID() },
    } as const;
    const cases = (Object.keys(valid) as (keyof typeof valid)[]).flatMap((action) =>
      fuzzCases(valid[action], ADMIN_USERS_FIELDS[action]),
    );
    await expectAllRefused(seed.admin, 'admin-users', cases, ['auth.users', 'public.hotel_members']);
  });
});
