import { AuthApiError } from '@supabase/supabase-js';
import { UnsecuredJWT } from 'jose';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '@/testing/fake-supabase';
import { AdminLoginPage } from './admin-login-page';

vi.mock('@/lib/supabase', () => import('@/testing/fake-supabase').then((m) => m.mockSupabase()));

/** A signInWithPassword answer whose access token carries the hook's app_role claim. */
const sessionWithRole = (appRole: string) => ({
  data: { session: { access_token: new UnsecuredJWT({ app_role: appRole }).encode() } },
  error: null,
});

async function login(username: string, password: string) {
  const onSignedIn = vi.fn();
  render(<AdminLoginPage adminDomain="guestregistry.app" onSignedIn={onSignedIn} />);
  if (username) await userEvent.type(screen.getByLabelText('Username or email'), username);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  return onSignedIn;
}

describe('AdminLoginPage', () => {
  it("says 'Invalid email.' for a malformed email before calling the server", async () => {
    await login('admin@guestregistry', 'Admin-Passw0rd!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email.');
    expect(fakeSupabase.auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs a bare username in as <username>@<admin domain>, lower-cased, and lets an admin through', async () => {
    const { auth } = fakeSupabase;
    auth.signInWithPassword.mockResolvedValue(sessionWithRole('platform_admin'));
    const onSignedIn = await login('Admin', 'Admin-Passw0rd!');
    expect(auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'admin@guestregistry.app',
      password: 'Admin-Passw0rd!',
    });
    expect(onSignedIn).toHaveBeenCalledOnce();
  });

  it('refuses a hotel user with "This account is not an admin." and signs them out', async () => {
    const { auth } = fakeSupabase;
    auth.signInWithPassword.mockResolvedValue(sessionWithRole('hotel_staff'));
    const onSignedIn = await login('demo@guestregistry.app', 'demo-pass-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is not an admin.');
    expect(auth.signOut).toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const { auth } = fakeSupabase;
    auth.signInWithPassword.mockResolvedValue({
      data: {},
      error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    });
    await login('nobody', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Check your admin credentials.');
  });

  it('does not call the auth server when a field is empty', async () => {
    await login('admin', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter username and password.');
    expect(fakeSupabase.auth.signInWithPassword).not.toHaveBeenCalled();
  });
});
