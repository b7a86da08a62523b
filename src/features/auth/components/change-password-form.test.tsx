import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthApiError } from '@supabase/supabase-js';
import { renderWithApp } from '@/test/render';
import { ChangePasswordForm } from './change-password-form';

const { auth } = vi.hoisted(() => ({ auth: { updateUser: vi.fn() } }));
vi.mock('@/lib/supabase', () => ({ supabase: { auth } }));

/** Types `password` and its confirmation and presses Change Password. */
async function changeTo(password: string, confirm = password) {
  await renderWithApp(<ChangePasswordForm />);
  await userEvent.type(screen.getByLabelText('New Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('change password', () => {
  beforeEach(() => vi.resetAllMocks());

  it('asks for the new password twice and refuses a mismatch before calling the server', async () => {
    await changeTo('harbour-2026', 'harbour-2025');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The two passwords do not match. Type the same new password in both fields.',
    );
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it('changes the password when both match', async () => {
    auth.updateUser.mockResolvedValue({ data: {}, error: null });
    await changeTo('harbour-2026');
    expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'harbour-2026' });
  });

  it('says that the new password must differ when Supabase Auth answers same_password', async () => {
    const same = new AuthApiError('New password should be different from the old password.', 422, 'same_password');
    auth.updateUser.mockResolvedValue({ data: { user: null }, error: same });
    await changeTo('harbour-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The new password must be different from your current password. Choose another one.',
    );
  });
});
