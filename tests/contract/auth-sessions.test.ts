/**
 * /auth/v1 sign-up and sessions (docs/local-stack.md#auth): autoconfirmed sign-up, weak passwords,
 * refresh token rotation and reuse detection, password change and sign-out.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { adminPg, anonClient } from './support/clients.ts';
import { signUp, unique } from './support/auth.ts';

describe('sign-up', () => {
  it('returns a session at once (autoconfirm) and refuses the same email again', async () => {
    const { email, session } = await signUp();
    expect(session.user.email).toBe(email);
    const again = await anonClient().auth.signUp({ email, password: 'another-pass' });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('user_already_exists');
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
