import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '@/testing/fake-supabase';
import { renderWithQuery } from '../testing/forms';
import type { HotelUser } from '../api/users-query';
import { UsersTable } from './users-table';

vi.mock('@/lib/supabase', () => import('@/testing/fake-supabase').then((m) => m.mockSupabase()));

const USERS: HotelUser[] = [
  { uid: 'u-1', email: 'demo@guestregistry.app', hotelId: 'h-2', hotelName: 'Seaside Demo Villa' },
];
type Body = { action: string };

/** Answers `admin-users` per action; `failing` actions get a transport error. */
function serveAdminUsers(users: HotelUser[], failing: string[] = []) {
  fakeSupabase.functions.invoke.mockImplementation((_name: string, { body }: { body: Body }) => {
    if (failing.includes(body.action))
      return Promise.resolve({ data: null, error: new Error('Failed to send a request to the Edge Function') });
    const answers: Record<string, unknown> = {
      list: { users },
      'reset-password': { sent: true },
      delete: { deleted: true },
    };
    return Promise.resolve({ data: { data: answers[body.action] }, error: null });
  });
}

describe('UsersTable', () => {
  it('lists users with UID, Email and Actions columns', async () => {
    serveAdminUsers(USERS);
    renderWithQuery(<UsersTable />);
    const row = await screen.findByRole('row', { name: /demo@guestregistry.app/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['UID', 'Email', 'Actions']);
    expect(within(row).getByText('u-1')).toBeInTheDocument();
  });

  it('shows "No users found." for an empty list and the spec message when the function fails', async () => {
    serveAdminUsers([]);
    const { unmount } = renderWithQuery(<UsersTable />);
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
    unmount();
    serveAdminUsers(USERS, ['list']);
    renderWithQuery(<UsersTable />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch users. Please check your cloud function.',
    );
  });

  it('deletes only after confirmation', async () => {
    serveAdminUsers(USERS);
    renderWithQuery(<UsersTable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete demo@guestregistry.app' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete demo@guestregistry.app? This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    expect(fakeSupabase.functions.invoke).toHaveBeenCalledWith('admin-users', {
      body: { action: 'delete', uid: 'u-1' },
    });
    expect(await screen.findByText('User demo@guestregistry.app deleted.')).toBeInTheDocument();
  });

  it("does not offer to delete the signed-in admin's own account", async () => {
    serveAdminUsers([...USERS, { uid: 'u-0', email: 'admin@guestregistry.app', hotelId: null, hotelName: null }]);
    renderWithQuery(<UsersTable currentUserEmail="admin@guestregistry.app" />);
    expect(await screen.findByRole('button', { name: 'Delete admin@guestregistry.app' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete demo@guestregistry.app' })).toBeEnabled();
  });

  it('reports a failed password reset', async () => {
    serveAdminUsers(USERS, ['reset-password']);
    renderWithQuery(<UsersTable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset password for demo@guestregistry.app' }));
    expect(fakeSupabase.functions.invoke).toHaveBeenCalledWith('admin-users', {
      body: { action: 'reset-password', email: 'demo@guestregistry.app' },
    });
    expect(await screen.findByText('Failed to send password reset email.')).toBeInTheDocument();
  });
});
