/**
 * Nonces, resent confirmations and email changes (docs/local-stack.md#auth): /reauthenticate emails
 * a nonce that `updateUser({password, nonce})` needs when `secure_password_change` (on in the contract
 * overlay) applies — a session older than 24 hours; /resend sends a pending signup confirmation or
 * email change link again; unknown or confirmed addresses get 200 and no mail.
 */
import { describe, expect, it } from 'vitest';
import { adminPg, anonClient, readMail, serviceClient } from './support/clients.ts';
import { signUp, unique } from './support/auth.ts';

const codeIn = (text: string) => /code: (\d{6})/.exec(text)?.[1] ?? '';

async function ageSession(accessToken: string) {
  const sessionId = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as {
    session_id: string;
  };
  await adminPg().query(`update auth.sessions set created_at = now() - interval '2 days' where id = $1`, [
    sessionId.session_id,
  ]);
}

describe('reauthentication', () => {
  it('needs a nonce to change the password from a day-old session', async () => {
    const { client, email, session } = await signUp();
    // A fresh session changes the password without a nonce.
    expect((await client.auth.updateUser({ password: 'fresh-pass-2' })).error).toBeNull();
    await ageSession(session.access_token);
    const missing = await client.auth.updateUser({ password: 'older-pass-3' });
    expect(missing.error?.status).toBe(400);
    expect(missing.error?.code).toBe('reauthentication_needed');
    expect(missing.error?.message).toBe('Password update requires reauthentication');

    const since = new Date(Date.now() - 1000);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const mail = await readMail(email, { since });
    expect(mail.subject).toBe('Confirm reauthentication');
    const nonce = codeIn(mail.text);
    const wrong = await client.auth.updateUser({
      password: 'older-pass-3',
      nonce: nonce === '000000' ? '1' : '000000',
    });
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    expect((await client.auth.updateUser({ password: 'older-pass-3', nonce })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: 'older-pass-3' })).error).toBeNull();
    // Single use.
    expect((await client.auth.updateUser({ password: 'older-pass-4', nonce })).error?.code).toBe(
      'reauthentication_not_valid',
    );
  });

  it('asks for the nonce before judging the password, and a nonce spent on the same password is gone', async () => {
    // GoTrue's order (internal/api/user.go UserUpdate): reauthentication first (the nonce is used up
    // as it is checked), then same_password.
    const { client, email, session, password } = await signUp();
    await ageSession(session.access_token);
    const unsure = await client.auth.updateUser({ password });
    expect(unsure.error?.code).toBe('reauthentication_needed');

    const since = new Date(Date.now() - 1000);
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const nonce = codeIn((await readMail(email, { since })).text);
    const same = await client.auth.updateUser({ password, nonce });
    expect(same.error?.status).toBe(422);
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.message).toBe('New password should be different from the old password.');
    expect((await client.auth.updateUser({ password: 'other-pass-9', nonce })).error?.code).toBe(
      'reauthentication_not_valid',
    );
  });
});

describe('resend', () => {
  it('resends the signup confirmation of an unconfirmed user, then waits max_frequency', async () => {
    const email = unique('unconfirmed');
    await serviceClient().auth.admin.createUser({ email, password: 'pending-pass-1' });
    const since = new Date(Date.now() - 1000);
    expect((await anonClient().auth.resend({ type: 'signup', email })).error).toBeNull();
    const mail = await readMail(email, { since });
    expect(mail.subject).toBe('Confirm Your Signup');
    const token = new URL(mail.links[0]).searchParams.get('token')!;
    const tooSoon = await anonClient().auth.resend({ type: 'signup', email });
    expect(tooSoon.error?.status).toBe(429);
    expect(tooSoon.error?.code).toBe('over_email_send_rate_limit');
    const verified = await anonClient().auth.verifyOtp({ type: 'signup', token_hash: token });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('answers 200 without mail for unknown and confirmed addresses', async () => {
    const stranger = unique('stranger');
    expect((await anonClient().auth.resend({ type: 'signup', email: stranger })).error).toBeNull();
    const { email } = await signUp();
    expect((await anonClient().auth.resend({ type: 'signup', email })).error).toBeNull();
    await expect(readMail(stranger, { timeoutMs: 300 })).rejects.toThrow(/no mail/);
    await expect(readMail(email, { timeoutMs: 300 })).rejects.toThrow(/no mail/);
  });

  it('resends a pending email change to the new address; its link applies the change', async () => {
    const { email, session } = await signUp();
    const next = unique('moved');
    await adminPg().query('update auth.users set email_change = $2 where id = $1', [session.user.id, next]);
    const since = new Date(Date.now() - 1000);
    expect((await anonClient().auth.resend({ type: 'email_change', email })).error).toBeNull();
    const mail = await readMail(next, { since });
    expect(mail.subject).toBe('Confirm Email Change');
    const landing = new URL((await fetch(mail.links[0], { redirect: 'manual' })).headers.get('location')!);
    expect(new URLSearchParams(landing.hash.slice(1)).get('access_token')).toBeTruthy();
    const { data } = await serviceClient().auth.admin.getUserById(session.user.id);
    expect(data.user?.email).toBe(next);
  });

  it('refuses an unknown type', async () => {
    const { error } = await anonClient().auth.resend({ type: 'recovery' as 'signup', email: unique('x') });
    expect(error?.code).toBe('validation_failed');
  });
});
