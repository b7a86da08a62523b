/**
 * Access that ends (docs/architecture.md#access-that-ends), door by door, as a removed member, a deleted
 * user and a user whose password the admin reset would try it: REST, RPC, Storage and the functions
 * refuse a removed member at once; their refresh token and Auth's /user refuse at once; Realtime
 * refuses a new join at once and closes a channel joined before the removal when its token expires,
 * at most `jwt_expiry` (900 s) after it was issued. Prints the measured times.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JWT_SECRET } from '../../stack/keys.ts';
import { adminPg, serviceClient, signedInAdmin, signedInClient, stackInfo } from './support/clients.ts';
import { confirmedAccount } from './support/auth.ts';
import { insertGuest } from './support/data-protection.ts';
import { callFunction, uploadPassport } from './support/functions.ts';
import { listenBroadcast, until } from './support/realtime.ts';

const topicOf = (hotelId: string) => `hotel:${hotelId}:guests`;
const opened: SupabaseClient[] = [];
let hotelId: string;

/** A confirmed member of the test hotel, signed in on two devices. */
async function member() {
  const { email, password, id } = await confirmedAccount('leaving', hotelId);
  const [desk, phone] = [await signedInClient(email, password), await signedInClient(email, password)];
  opened.push(desk, phone);
  return { email, userId: id, desk, phone };
}

/** The client's access token, re-signed to expire `seconds` from now (the last token a user holds). */
async function tokenExpiringIn(client: SupabaseClient, seconds: number): Promise<string> {
  const { data } = await client.auth.getSession();
  const claims = decodeJwt(data.session!.access_token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, iat: now, exp: now + seconds })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(JWT_SECRET));
}

function clientWithToken(token: string): SupabaseClient {
  const { apiUrl, anonKey } = stackInfo();
  const client = createClient(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    accessToken: () => Promise.resolve(token),
  });
  opened.push(client);
  return client;
}

/** What every Auth door answers the user's two devices: refresh and /user. */
async function authAnswers(user: { desk: SupabaseClient; phone: SupabaseClient }) {
  const refreshed = await user.desk.auth.refreshSession();
  const { data } = await user.phone.auth.getSession();
  const read = await user.phone.auth.getUser(data.session!.access_token);
  // auth-js turns GoTrue's 403 session_not_found into an AuthSessionMissingError without a code.
  return { refresh: refreshed.error?.code, user: read.error?.code ?? read.error?.name };
}

beforeAll(async () => {
  const { rows } = await adminPg().query<{ id: string }>(
    `insert into public.hotels (name, address) values ('Leaving Inn', '1 Exit Road') returning id`,
  );
  hotelId = rows[0].id;
  await adminPg().query(`update public.subscriptions set plan_id = 'enterprise' where hotel_id = $1`, [hotelId]);
});

afterAll(async () => {
  for (const client of opened) await client.removeAllChannels();
});

describe('a member removed from their hotel', () => {
  it('is refused by REST, RPC, Storage, the functions and Auth at once', async () => {
    const user = await member();
    const guestId = await insertGuest(hotelId, [await uploadPassport(user.desk, hotelId)]);
    expect((await user.desk.from('guests').select('id')).data).toEqual([{ id: guestId }]);

    const removedAt = Date.now();
    await adminPg().query('delete from public.hotel_members where user_id = $1', [user.userId]);
    expect((await user.desk.from('guests').select('id')).data).toEqual([]);
    expect((await user.desk.rpc('guest_page', { p_hotel_id: hotelId })).data).toEqual([]);
    expect(
      (await user.desk.storage.from('passports').upload(`${hotelId}/${Date.now()}_x.png`, new Blob(['x']))).error,
    ).not.toBeNull();
    expect((await callFunction(user.desk, 'passport-url', { guestId, context: 'dialog' })).status).toBe(404);
    expect(await authAnswers(user)).toEqual({ refresh: 'refresh_token_not_found', user: 'AuthSessionMissingError' });
    console.log(
      `access-ends: removed member refused by REST, RPC, Storage, functions, Auth within ${Date.now() - removedAt} ms`,
    );
  });

  it('cannot join the live list again, and a channel joined before is closed when its token expires', async () => {
    const user = await member();
    // Their last access token, as if issued just now with 3 s to live (real ones live jwt_expiry = 900 s).
    const { data } = await user.desk.auth.getSession();
    const real = decodeJwt(data.session!.access_token);
    expect(real.exp! - real.iat!).toBe(900);
    const lastToken = await tokenExpiringIn(user.desk, 3);
    const listening = await listenBroadcast(clientWithToken(lastToken), topicOf(hotelId), { private: true });
    let closedAt = 0;
    listening.channel.on('system', {}, (message: { status?: string }) => {
      if (message.status === 'error') closedAt = Date.now();
    });

    await adminPg().query('delete from public.hotel_members where user_id = $1', [user.userId]);
    await expect(listenBroadcast(user.phone, topicOf(hotelId), { private: true })).rejects.toThrow(
      /^Unauthorized: You do not have permissions to read from this Channel topic/,
    );
    const expiresAt = decodeJwt(lastToken).exp! * 1000;
    await until(() => closedAt > 0, 8000);
    expect(closedAt).toBeGreaterThanOrEqual(expiresAt - 1000);
    console.log(`access-ends: the joined channel closed ${closedAt - expiresAt} ms after its token's expiry`);
    await until(() => listening.channel.state === 'closed', 2000);
  });
});

describe('a deleted user', () => {
  it('is refused by REST and Auth at once', async () => {
    const user = await member();
    const admin = await signedInAdmin();
    opened.push(admin);
    expect((await callFunction(admin, 'admin-users', { action: 'delete', uid: user.userId })).status).toBe(200);
    expect((await user.desk.from('guests').select('id')).data).toEqual([]);
    expect(await authAnswers(user)).toEqual({ refresh: 'refresh_token_not_found', user: 'user_not_found' });
  });
});

describe('a user whose password the admin resets', () => {
  it('is signed out everywhere: no refresh token or session survives', async () => {
    const user = await member();
    const admin = await signedInAdmin();
    opened.push(admin);
    const reset = await callFunction(admin, 'admin-users', { action: 'reset-password', email: user.email });
    expect(reset).toMatchObject({ status: 200, data: { sent: true } });
    expect(await authAnswers(user)).toEqual({ refresh: 'refresh_token_not_found', user: 'AuthSessionMissingError' });
    const sessions = await adminPg().query('select 1 from auth.sessions where user_id = $1', [user.userId]);
    expect(sessions.rowCount).toBe(0);
  });

  it('is signed out everywhere by an admin password change through the Auth admin API, as GoTrue does', async () => {
    const user = await member();
    const { error } = await serviceClient().auth.admin.updateUserById(user.userId, { password: 'brand-new-pass-2' });
    expect(error).toBeNull();
    expect(await authAnswers(user)).toEqual({ refresh: 'refresh_token_not_found', user: 'AuthSessionMissingError' });
  });
});
