/**
 * /auth/v1 password sign-in through supabase-js as the app uses it (docs/local-stack.md#auth): the
 * seeded users' sessions and claims (with the access token hook's), GoTrue's error codes and the
 * per-address limits, malformed and oversized bodies.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { SEED, anonClient, stackInfo } from './support/clients.ts';
import { signUp, unique } from './support/auth.ts';

describe('password sign-in', () => {
  it('signs in the seeded demo user with a GoTrue session and claims', async () => {
    const { data, error } = await anonClient().auth.signInWithPassword(SEED.demo);
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(900);
    expect(session.refresh_token.length).toBeGreaterThanOrEqual(12);
    expect(data.user?.email).toBe(SEED.demo.email);
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      sub: data.user!.id,
      email: SEED.demo.email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      iss: `${stackInfo().apiUrl}/auth/v1`,
    });
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) as number }]);
    expect(typeof claims.session_id).toBe('string');
  });

  it('adds the hook claims: hotel_id and app_role', async () => {
    const demo = (await anonClient().auth.signInWithPassword(SEED.demo)).data.session!;
    const demoClaims = decodeJwt(demo.access_token);
    expect(demoClaims.app_role).toBe('hotel_staff');
    expect(demoClaims.hotel_id).toMatch(/^[0-9a-f-]{36}$/);
    const admin = (await anonClient().auth.signInWithPassword(SEED.admin)).data.session!;
    expect(decodeJwt(admin.access_token).app_role).toBe('platform_admin');
  });

  it('answers invalid_credentials alike for a wrong password and an unknown email', async () => {
    const wrong = await anonClient().auth.signInWithPassword({ email: SEED.lodge.email, password: 'not-the-password' });
    const unknown = await anonClient().auth.signInWithPassword({ email: unique('nobody'), password: 'whatever-1' });
    for (const { error } of [wrong, unknown]) {
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('echoes X-Supabase-Api-Version on errors so auth-js can read the code', async () => {
    const { apiUrl, anonKey } = stackInfo();
    const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: unique('x'), password: 'nope-nope' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('after 5 wrong passwords from one address, that address waits (429); the owner elsewhere still signs in', async () => {
    const { email, password } = await signUp();
    const attacker = '203.0.113.66';
    for (let i = 0; i < 5; i++) {
      const { error } = await anonClient(attacker).auth.signInWithPassword({ email, password: `wrong-${i}-pass` });
      expect(error?.code).toBe('invalid_credentials');
    }
    const { error } = await anonClient(attacker).auth.signInWithPassword({ email, password });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    const owner = await anonClient('198.51.100.23').auth.signInWithPassword({ email, password });
    expect(owner.error).toBeNull();
    expect(owner.data.session?.access_token).toBeTruthy();
  });

  it('limits sign-ins and sign-ups to 30 per 5 minutes per client address, as sign_in_sign_ups does', async () => {
    const address = '203.0.113.99';
    const outcomes: (number | undefined)[] = [];
    for (let i = 0; i < 20; i++) {
      const { error } = await anonClient(address).auth.signUp({ email: unique(`flood${i}`), password: 'flood-pass-1' });
      outcomes.push(error?.status);
    }
    for (let i = 0; i < 12; i++) {
      const { error } = await anonClient(address).auth.signInWithPassword(SEED.demo);
      outcomes.push(error?.status);
    }
    expect(outcomes.slice(0, 30).every((status) => status === undefined)).toBe(true);
    expect(outcomes.slice(30)).toEqual([429, 429]);
    expect((await anonClient('198.51.100.24').auth.signInWithPassword(SEED.demo)).error).toBeNull();
    // 32 bcrypt-bound requests: ~10 s alone, more when the machine is shared.
  }, 90_000);

  it('refuses malformed JSON with 400 bad_json', async () => {
    const { apiUrl, anonKey } = stackInfo();
    const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('bad_json');
  });
  it('refuses bodies over 1 MiB with 413 request_too_large', async () => {
    const { apiUrl, anonKey } = stackInfo();
    const response = await fetch(`${apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email: unique('big'), password: 'long-enough', data: { note: 'x'.repeat(1024 * 1024) } }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('request_too_large');
  });
});
