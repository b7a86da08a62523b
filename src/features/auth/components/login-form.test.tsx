import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { UnsecuredJWT } from 'jose';
import { fakeSupabase } from '@/testing/fake-supabase';
import { renderWithApp } from '@/testing/render';
import { LoginForm } from './login-form';

vi.mock('@/lib/supabase', () => import('@/testing/fake-supabase').then((m) => m.mockSupabase()));
const { auth } = fakeSupabase;

const session = (claims: Record<string, unknown>) => ({
  data: { session: { access_token: new UnsecuredJWT(claims).encode() }, user: {} },
  error: null,
});

describe('hotel login form', () => {
  it('comes prefilled with the demo login', async () => {
    await renderWithApp(<LoginForm />);
    expect(screen.getByLabelText('Email')).toHaveValue('demo@guestregistry.app');
    expect(screen.getByLabelText('Password')).toHaveValue('demo-pass-2026');
  });

  it('asks for both fields before calling the server', async () => {
    await renderWithApp(<LoginForm />);
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter email and password.');
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('says why the app ended the last session, until the next login attempt', async () => {
    sessionStorage.setItem('hgr.signed-out-reason', 'Your account no longer exists.');
    await renderWithApp(<LoginForm />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your account no longer exists.');
    auth.signInWithPassword.mockResolvedValue({ data: {}, error: new AuthApiError('x', 400, 'invalid_credentials') });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Check your credentials.');
    expect(sessionStorage.getItem('hgr.signed-out-reason')).toBeNull();
  });

  it("says 'Invalid email address.' for a malformed email before calling the server", async () => {
    await renderWithApp(<LoginForm />);
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'front-desk@hotel');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email address.');
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('sends an unusual but real address (an apostrophe, a trimmed space) to Auth', async () => {
    auth.signInWithPassword.mockResolvedValue({ data: {}, error: new AuthApiError('x', 400, 'invalid_credentials') });
    await renderWithApp(<LoginForm />);
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), " sean.o'brien@hotel.ie");
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Check your credentials.');
    expect(auth.signInWithPassword).toHaveBeenCalledWith({
      email: "sean.o'brien@hotel.ie",
      password: 'demo-pass-2026',
    });
  });

  it('submits with Enter and goes to /register when the hotel id resolves', async () => {
    auth.signInWithPassword.mockResolvedValue(session({ hotel_id: 'a1b2', app_role: 'hotel_staff' }));
    const { router } = await renderWithApp(<LoginForm />);
    await userEvent.type(screen.getByLabelText('Password'), '{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'demo@guestregistry.app',
      password: 'demo-pass-2026',
    });
  });

  it('goes to /hotel-setup when the user has no hotel yet', async () => {
    auth.signInWithPassword.mockResolvedValue(session({ hotel_id: null, app_role: 'hotel_staff' }));
    const { router } = await renderWithApp(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Demo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel-setup'));
  });

  it('shows the same message for a wrong password and an unknown email', async () => {
    auth.signInWithPassword.mockResolvedValue({
      data: { session: null, user: null },
      error: new AuthApiError('Invalid login credentials', 400, 'invalid_credentials'),
    });
    await renderWithApp(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Check your credentials.');
  });

  it('says so when the network is down', async () => {
    auth.signInWithPassword.mockResolvedValue({
      data: { session: null, user: null },
      error: new AuthRetryableFetchError('Failed to fetch', 0),
    });
    await renderWithApp(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Check your connection.');
  });

  it('needs an email before sending a reset link, then sends it to /reset-password', async () => {
    auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    await renderWithApp(<LoginForm />);
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email above to reset your password.');
    await userEvent.type(screen.getByLabelText('Email'), 'owner@hotel.test');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset email sent. Check your inbox.');
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('owner@hotel.test', {
      redirectTo: `${window.location.origin}/reset-password`,
    });
  });

  it('reports a failed reset email', async () => {
    auth.resetPasswordForEmail.mockResolvedValue({
      data: null,
      error: new AuthApiError('nope', 500, 'unexpected_failure'),
    });
    await renderWithApp(<LoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email.');
  });
});
