/**
 * Anonymous sign-ins (docs/local-stack.md#auth), on in the contract suite's config overlay (the app's
 * config.toml keeps them off; the refusal is a unit test of stack/auth): an `authenticated` user with
 * `is_anonymous`, no identities and no hotel, who reads no hotel data and cannot enrol MFA, and who
 * becomes permanent by adding an email.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { adminPg, anonClient, signedInClient } from './support/clients.ts';
import { unique } from './support/auth.ts';

async function anonymousUser() {
  const client = anonClient();
  const { data, error } = await client.auth.signInAnonymously({ options: { data: { locale: 'de' } } });
  expect(error).toBeNull();
  return { client, session: data.session!, user: data.user! };
}

describe('anonymous sign-in', () => {
  it('starts a session for an anonymous, authenticated user without identities', async () => {
    const { session, user } = await anonymousUser();
    expect(user).toMatchObject({
      is_anonymous: true,
      role: 'authenticated',
      email: '',
      identities: [],
      user_metadata: { locale: 'de' },
    });
    expect(user.app_metadata).toEqual({});
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({ role: 'authenticated', is_anonymous: true, aal: 'aal1', sub: user.id });
    expect(claims.amr).toEqual([{ method: 'anonymous', timestamp: expect.any(Number) as number }]);
    const { rows } = await adminPg().query<{ is_anonymous: boolean }>(
      'select is_anonymous from auth.users where id = $1',
      [user.id],
    );
    expect(rows[0].is_anonymous).toBe(true);
  });

  it('reads no hotel data and cannot write any', async () => {
    const { client } = await anonymousUser();
    const hotels = await client.from('hotels').select('id');
    expect(hotels.error).toBeNull();
    expect(hotels.data).toEqual([]);
    const guests = await client.from('guests').select('id');
    expect(guests.data ?? []).toEqual([]);
    const demo = await signedInClient('demo@guestregistry.app', 'demo-pass-2026');
    const hotelId = decodeJwt((await demo.auth.getSession()).data.session!.access_token).hotel_id as string;
    const write = await client.from('hotels').update({ name: 'Taken over' }).eq('id', hotelId).select();
    expect(write.data ?? []).toEqual([]);
    const { rows } = await adminPg().query<{ name: string }>('select name from public.hotels where id = $1', [hotelId]);
    expect(rows[0].name).not.toBe('Taken over');
  });

  it('may not enrol MFA factors (GoTrue requireNotAnonymous)', async () => {
    const { client } = await anonymousUser();
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone app' });
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('no_authorization');
    expect(error?.message).toBe('Anonymous user not allowed to perform these actions');
  });

  it('becomes a permanent user by adding an email, keeping its id', async () => {
    const { client, user } = await anonymousUser();
    const noEmail = await client.auth.updateUser({ password: 'kept-pass-1' });
    expect(noEmail.error?.code).toBe('validation_failed');
    const email = unique('converted');
    const { data, error } = await client.auth.updateUser({ email });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email, is_anonymous: false });
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect((await client.auth.updateUser({ password: 'kept-pass-1' })).error).toBeNull();
    const again = await anonClient().auth.signInWithPassword({ email, password: 'kept-pass-1' });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(user.id);
    expect(decodeJwt(again.data.session!.access_token).is_anonymous).toBe(false);
  });

  it('cannot take an address another user has', async () => {
    const { client } = await anonymousUser();
    const { error } = await client.auth.updateUser({ email: 'demo@guestregistry.app' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
  });
});
