/**
 * /auth/v1 through supabase-js exactly as the app uses it (docs/local-stack.md#auth): password
 * sign-in of the seeded users, GoTrue's error codes, sign-up, refresh rotation and reuse detection,
 * password change, sign-out, the recovery email and its link, the admin API, refused tokens, the
 * JWKS, and the custom access token hook's claims.
 */
import { createClient } from '@supabase/supabase-js';
import { SignJWT, createRemoteJWKSet, decodeJwt, generateKeyPair, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { SECRET_KEY } from '../../stack/http/gateway.ts';
import { JWT_SECRET } from '../../stack/keys.ts';
import { SEED, adminPg, anonClient, readMail, serviceClient, signedInClient, stackInfo } from './support/clients.ts';

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUp(password = 'first-pass-1') {
  const email = unique('guest-desk');
  const client = anonClient();
  const { data, error } = await client.auth.signUp({ email, password });
  expect(error).toBeNull();
  return { client, email, password, session: data.session! };
}

describe('password sign-in', () => {
  it('signs in the seeded demo user with a GoTrue session and claims', async () => {
    const { data, error } = await anonClient().auth.signInWithPassword(SEED.demo);
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
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
  });

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

describe('sign-up', () => {
  it('returns a session at once (autoconfirm) and refuses the same email again', async () => {
    const { email, session } = await signUp();
    expect(session.user.email).toBe(email);
    const again = await anonClient().auth.signUp({ email, password: 'another-pass' });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('user_already_exists');
  });

  it('refuses anonymous sign-ins, disabled in config.toml', async () => {
    const { error } = await anonClient().auth.signInAnonymously();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('anonymous_provider_disabled');
  });

  it('rejects weak passwords and malformed emails', async () => {
    const weak = await anonClient().auth.signUp({ email: unique('weak'), password: '12345' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    expect(weak.error?.code).toBe('weak_password');
    const bad = await anonClient().auth.signUp({ email: 'not-an-email', password: 'long-enough' });
    expect(bad.error?.code).toBe('email_address_invalid');
  });
});

describe('sessions', () => {
  it('rotates refresh tokens and revokes the session when an old one is replayed', async () => {
    const { session } = await signUp();
    const first = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const second = first.data.session!.refresh_token;
    expect(second).not.toBe(session.refresh_token);

    // The parent of the current token (a client that lost the last answer) gets the current one back.
    const retry = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(retry.data.session?.refresh_token).toBe(second);

    const third = (await anonClient().auth.refreshSession({ refresh_token: second })).data.session!.refresh_token;
    // An older token replayed after the 10 s reuse interval: reuse detection revokes the session's tokens.
    const sessionId = decodeJwt(session.access_token).session_id;
    await adminPg().query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where session_id = $1`,
      [sessionId],
    );
    const reuse = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.error?.status).toBe(400);
    expect(reuse.error?.code).toBe('refresh_token_already_used');
    const { rows } = await adminPg().query<{ live: number }>(
      'select count(*)::int as live from auth.refresh_tokens where session_id = $1 and not revoked',
      [sessionId],
    );
    expect(rows[0].live).toBe(0);
    await adminPg().query(
      `update auth.refresh_tokens set updated_at = now() - interval '1 minute' where session_id = $1`,
      [sessionId],
    );
    expect((await anonClient().auth.refreshSession({ refresh_token: third })).error?.code).toBe(
      'refresh_token_already_used',
    );
  });

  it('reads the user and changes the password, refusing a weak one', async () => {
    const { client, email, password } = await signUp();
    const { data } = await client.auth.getUser();
    expect(data.user?.email).toBe(email);
    const weak = await client.auth.updateUser({ password: 'short' });
    expect(weak.error?.code).toBe('weak_password');
    const same = await client.auth.updateUser({ password });
    expect(same.error?.code).toBe('same_password');
    const changed = await client.auth.updateUser({ password: 'second-pass-2' });
    expect(changed.error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: 'second-pass-2' })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
  });

  it('signs out: the refresh token and the session are gone', async () => {
    const { client, session } = await signUp();
    expect((await client.auth.signOut()).error).toBeNull();
    const refresh = await anonClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
    const user = await anonClient().auth.getUser(session.access_token);
    expect(user.error?.name).toBe('AuthSessionMissingError');
  });
});

describe('password recovery', () => {
  it('emails a link that signs the user in for a password change', async () => {
    const { email } = await signUp();
    const since = new Date(Date.now() - 1000);
    const redirectTo = 'http://127.0.0.1:5173/reset-password';
    expect((await anonClient().auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull();
    const mail = await readMail(email, { since });
    expect(mail.subject).toBe('Reset Your Password');
    const link = mail.links.find((href) => href.includes('/auth/v1/verify'))!;
    expect(link).toContain('type=recovery');

    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');

    const client = anonClient();
    await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await client.auth.updateUser({ password: 'recovered-pass-3' })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: 'recovered-pass-3' })).error).toBeNull();

    // The link is single-use: a second click lands with an error in the fragment.
    const second = await fetch(link, { redirect: 'manual' });
    expect(new URLSearchParams(new URL(second.headers.get('location')!).hash.slice(1)).get('error_code')).toBe(
      'otp_expired',
    );
  });

  it('supports the PKCE flow: the link redirects with ?code= that the client exchanges', async () => {
    const { email } = await signUp();
    const { apiUrl, anonKey } = stackInfo();
    const client = createClient(apiUrl, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
    });
    const since = new Date(Date.now() - 1000);
    expect(
      (await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:5173/reset-password' })).error,
    ).toBeNull();
    const link = (await readMail(email, { since })).links.find((href) => href.includes('/auth/v1/verify'))!;
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const location = new URL((await fetch(link, { redirect: 'manual' })).headers.get('location')!);
    const code = location.searchParams.get('code')!;
    expect(code).toBeTruthy();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(events).toContain('PASSWORD_RECOVERY');
    // The code is single-use.
    expect((await client.auth.exchangeCodeForSession(code)).error).not.toBeNull();
  });

  it('sends magic links and invitations that sign the user in', async () => {
    const { email } = await signUp();
    const since = new Date(Date.now() - 1000);
    expect((await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    const magic = await readMail(email, { since });
    expect(magic.subject).toBe('Your Magic Link');
    const landing = new URL((await fetch(magic.links[0], { redirect: 'manual' })).headers.get('location')!);
    expect(new URLSearchParams(landing.hash.slice(1)).get('type')).toBe('magiclink');

    const invited = unique('new-staff');
    const invite = await serviceClient().auth.admin.inviteUserByEmail(invited);
    expect(invite.error).toBeNull();
    expect(invite.data.user?.invited_at).toBeTruthy();
    const inviteMail = await readMail(invited);
    const token = new URL(inviteMail.links[0]).searchParams.get('token')!;
    const verified = await anonClient().auth.verifyOtp({ type: 'invite', token_hash: token });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(invited);
  });

  it('answers 200 for unknown emails without sending mail', async () => {
    const email = unique('stranger');
    expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull();
    await expect(readMail(email, { timeoutMs: 300 })).rejects.toThrow(/no mail/);
  });
});

describe('admin API', () => {
  it('lists, creates, reads, links and deletes users with the service role', async () => {
    const admin = serviceClient().auth.admin;
    const listed = await admin.listUsers({ page: 1, perPage: 50 });
    expect(listed.error).toBeNull();
    expect(listed.data.users.map((u) => u.email)).toContain(SEED.demo.email);

    const email = unique('front-desk');
    const created = await admin.createUser({ email, password: 'created-pass', email_confirm: true });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect((await admin.getUserById(id)).data.user?.email).toBe(email);
    const duplicate = await admin.createUser({ email, password: 'created-pass' });
    expect(duplicate.error?.code).toBe('email_exists');

    const link = await admin.generateLink({ type: 'recovery', email });
    expect(link.data.properties?.action_link).toContain('/auth/v1/verify?token=');
    expect(link.data.properties?.verification_type).toBe('recovery');

    expect((await signedInClient(email, 'created-pass')).auth).toBeTruthy();
    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error?.status).toBe(404);
  });

  it('accepts the opaque secret key as apikey alone (the gateway maps it to the service_role JWT)', async () => {
    const response = await fetch(`${stackInfo().apiUrl}/auth/v1/admin/users?page=1&per_page=2`, {
      headers: { apikey: SECRET_KEY },
    });
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(3);
    expect(response.headers.get('link')).toContain('rel="next"');
    expect(((await response.json()) as { users: unknown[] }).users).toHaveLength(2);
  });

  it('is refused with the anon key and with a user token', async () => {
    const anon = await anonClient().auth.admin.listUsers();
    expect(anon.error?.status).toBe(403);
    expect(anon.error?.code).toBe('not_admin');
    const demo = await signedInClient(SEED.demo.email, SEED.demo.password);
    const { data } = await demo.auth.getSession();
    const { apiUrl, anonKey } = stackInfo();
    const response = await fetch(`${apiUrl}/auth/v1/admin/users`, {
      headers: { apikey: anonKey, authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(response.status).toBe(403);
  });
});

describe('token verification', () => {
  it('refuses forged and expired tokens', async () => {
    const { session } = await signUp();
    const claims = decodeJwt(session.access_token);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: 'forged' }).sign(privateKey);
    const wrongSecret = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(JWT_SECRET));
    for (const token of [forged, wrongSecret, expired]) {
      const { error } = await anonClient().auth.getUser(token);
      expect(error?.status).toBe(403);
      expect(error?.code).toBe('bad_jwt');
    }
  });

  it('publishes a JWKS that verifies access tokens', async () => {
    const { session } = await signUp();
    const jwks = createRemoteJWKSet(new URL(`${stackInfo().apiUrl}/auth/v1/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(session.access_token, jwks);
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe(session.user.id);
    const client = anonClient();
    await client.auth.setSession(session);
    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(session.user.id);
  });
});

describe('service endpoints', () => {
  it('reports health and settings', async () => {
    const { apiUrl, anonKey } = stackInfo();
    const health = (await (await fetch(`${apiUrl}/auth/v1/health`, { headers: { apikey: anonKey } })).json()) as {
      name: string;
    };
    expect(health.name).toBe('GoTrue');
    const settings: unknown = await (
      await fetch(`${apiUrl}/auth/v1/settings`, { headers: { apikey: anonKey } })
    ).json();
    expect(settings).toMatchObject({ external: { email: true }, mailer_autoconfirm: true, disable_signup: false });
  });
});
