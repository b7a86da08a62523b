import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '@/test/fake-supabase';
import { renderWithApp } from '@/test/render';
import { TwoStepCodeForm } from './two-step-code-form';

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase').then((m) => m.mockSupabase()));

const factor = (id: string, name: string) => ({
  id,
  friendly_name: name,
  factor_type: 'totp',
  status: 'verified',
  created_at: '2026-11-27T10:00:00Z',
  updated_at: '2026-11-27T10:00:00Z',
});

function withFactors(...factors: ReturnType<typeof factor>[]) {
  fakeSupabase.auth.mfa.listFactors.mockResolvedValue({
    data: { all: factors, totp: factors, phone: [], webauthn: [] },
    error: null,
  });
}

describe('the sign-in code step', () => {
  it('sends the code of the first authenticator, spaces removed', async () => {
    withFactors(factor('f1', 'Phone'));
    fakeSupabase.auth.mfa.challengeAndVerify.mockResolvedValue({ data: {}, error: null });
    await renderWithApp(<TwoStepCodeForm />);
    await userEvent.type(await screen.findByLabelText('6-digit code'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(fakeSupabase.auth.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f1', code: '123456' }),
    );
  });

  it('says a wrong code is wrong, and lets the user pick the backup authenticator', async () => {
    withFactors(factor('f1', 'Phone'), factor('f2', 'Backup'));
    fakeSupabase.auth.mfa.challengeAndVerify.mockResolvedValue({
      data: null,
      error: { status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' },
    });
    await renderWithApp(<TwoStepCodeForm />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Backup' }));
    await userEvent.type(screen.getByLabelText('6-digit code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid code. Check the 6-digit code in your authenticator app and try again.',
    );
    expect(fakeSupabase.auth.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f2', code: '654321' });
  });

  it('asks for six digits before calling Auth', async () => {
    withFactors(factor('f1', 'Phone'));
    await renderWithApp(<TwoStepCodeForm />);
    await userEvent.type(await screen.findByLabelText('6-digit code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6-digit code from your authenticator app.');
    expect(fakeSupabase.auth.mfa.challengeAndVerify).not.toHaveBeenCalled();
  });

  it('signs out on this device for a different account', async () => {
    withFactors(factor('f1', 'Phone'));
    await renderWithApp(<TwoStepCodeForm />);
    await userEvent.click(await screen.findByRole('button', { name: 'Use a different account' }));
    expect(fakeSupabase.auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });
});
