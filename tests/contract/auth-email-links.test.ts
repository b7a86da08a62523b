/**
 * /auth/v1 email links (docs/local-stack.md#auth): the recovery email (implicit and PKCE flows), magic
 * links and invitations, and silence for unknown addresses.
 */
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { anonClient, readMail, serviceClient, stackInfo } from './support/clients.ts';
import { signUp, unique } from './support/auth.ts';

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
