import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '@/test/fake-supabase';
import { renderWithApp } from '@/test/render';
import { SecuritySection } from './security-section';

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase').then((m) => m.mockSupabase()));

const QR = 'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"/>';

describe('the Security section', () => {
  it('turns two-step sign-in on: a named authenticator, its QR code and key, then its first code', async () => {
    fakeSupabase.auth.mfa.enroll.mockResolvedValue({
      data: {
        id: 'f1',
        type: 'totp',
        friendly_name: 'Desk phone',
        totp: { qr_code: QR, secret: 'ABCDEF', uri: 'otpauth://totp/x?secret=ABCDEF' },
      },
      error: null,
    });
    fakeSupabase.auth.mfa.challengeAndVerify.mockResolvedValue({ data: {}, error: null });
    await renderWithApp(<SecuritySection />);
    expect(await screen.findByText('Two-step sign-in is off for your account.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    const name = screen.getByLabelText('Name of this authenticator');
    await userEvent.clear(name);
    await userEvent.type(name, 'Desk phone');
    await userEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
    expect(fakeSupabase.auth.mfa.enroll).toHaveBeenCalledWith({
      factorType: 'totp',
      friendlyName: 'Desk phone',
      issuer: 'Hotel Guest Registry',
    });
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', QR);
    expect(screen.getByLabelText('Setup key')).toHaveTextContent('ABCDEF');
    expect(screen.getByRole('link', { name: 'open it in the authenticator app' })).toHaveAttribute(
      'href',
      'otpauth://totp/x?secret=ABCDEF',
    );
    await userEvent.type(screen.getByLabelText('6-digit code'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    await waitFor(() =>
      expect(fakeSupabase.auth.mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f1', code: '246810' }),
    );
    expect(await screen.findByText(/Two-step sign-in is on\. Keep a backup authenticator/)).toBeInTheDocument();
  });

  it('keeps the hotel requirement for the owner with two-step sign-in, and shows staff the rule', async () => {
    fakeSupabase.respond.mockImplementation((table) =>
      table === 'hotels' ? { data: { require_two_step: true }, error: null } : { data: [], error: null },
    );
    const { unmount } = await renderWithApp(<SecuritySection hotelId="h1" isOwner />);
    const rule = await screen.findByRole('checkbox', { name: 'Require two-step sign-in for everyone in this hotel' });
    expect(rule).toBeChecked();
    expect(rule).toBeDisabled();
    expect(screen.getByText('Set up two-step sign-in for your own account first.')).toBeInTheDocument();
    unmount();
    await renderWithApp(<SecuritySection hotelId="h1" />);
    expect(
      await screen.findByText(
        'Your hotel requires two-step sign-in for passport images, data protection, exports and erasure.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
