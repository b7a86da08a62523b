import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '@/testing/fake-supabase';
import { renderWithQuery } from '../testing/forms';
import { CreateHotelUserForm } from './create-hotel-user-form';

vi.mock('@/lib/supabase', () => import('@/testing/fake-supabase').then((m) => m.mockSupabase()));

const HOTELS = [
  { id: 'h-1', name: 'Mountain Lodge', address: 'Alp 1' },
  { id: 'h-2', name: 'Seaside Demo Villa', address: 'Beach 2' },
];

async function fillAndSubmit(hotelName?: string) {
  await userEvent.type(screen.getByLabelText('Email'), 'new@seaside.test');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
  if (hotelName)
    await userEvent.selectOptions(
      await screen.findByLabelText('Hotel'),
      await screen.findByRole('option', { name: hotelName }),
    );
  await userEvent.click(screen.getByRole('button', { name: 'Create New Hotel User' }));
}

describe('CreateHotelUserForm', () => {
  beforeEach(() => {
    fakeSupabase.respond.mockReturnValue({ data: HOTELS, error: null });
  });

  it('requires a hotel to be chosen', async () => {
    renderWithQuery(<CreateHotelUserForm />);
    await screen.findByRole('option', { name: 'Mountain Lodge' });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email, password, and hotel selection are required');
    expect(fakeSupabase.functions.invoke).not.toHaveBeenCalled();
  });

  it('asks for confirmation naming the hotel, then calls admin-users create', async () => {
    fakeSupabase.functions.invoke.mockResolvedValue({ data: { data: { user: { uid: 'u-9' } } }, error: null });
    renderWithQuery(<CreateHotelUserForm />);
    await fillAndSubmit('Seaside Demo Villa');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Create new@seaside.test as a user of Seaside Demo Villa?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }));
    expect(fakeSupabase.functions.invoke).toHaveBeenCalledWith('admin-users', {
      body: { action: 'create', email: 'new@seaside.test', password: 'secret-123', hotelId: 'h-2' },
    });
    expect(await screen.findByText('User new@seaside.test created in Seaside Demo Villa.')).toBeInTheDocument();
  });

  it('creates nothing when the confirmation is cancelled', async () => {
    renderWithQuery(<CreateHotelUserForm />);
    await fillAndSubmit('Mountain Lodge');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(fakeSupabase.functions.invoke).not.toHaveBeenCalled();
  });

  it.each([
    [
      409,
      'aborted',
      'A user with this email address has already been registered',
      'A user with this email address has already been registered',
    ],
    [400, 'invalid-argument', 'password: Must be at least 6 characters', 'Password: Must be at least 6 characters'],
    [429, 'resource-exhausted', 'User limit reached for your plan.', 'User limit reached for your plan.'],
  ])(
    'says "Failed to create user." with the reason when the function answers %i',
    async (status, code, message, shown) => {
      const response = new Response(JSON.stringify({ error: { code, message } }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
      fakeSupabase.functions.invoke.mockResolvedValue({ data: null, error: new FunctionsHttpError(response) });
      renderWithQuery(<CreateHotelUserForm />);
      await fillAndSubmit('Mountain Lodge');
      await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create user' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to create user. ${shown}`);
    },
  );

  it('says only "Failed to create user." when the function cannot be reached', async () => {
    fakeSupabase.functions.invoke.mockResolvedValue({
      data: null,
      error: new Error('Failed to send a request'),
    });
    renderWithQuery(<CreateHotelUserForm />);
    await fillAndSubmit('Mountain Lodge');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create user\.$/);
  });

  it('shows "No hotels found" and "Failed to load hotels."', async () => {
    fakeSupabase.respond.mockReturnValue({ data: [], error: null });
    const { unmount } = renderWithQuery(<CreateHotelUserForm />);
    expect(await screen.findByText('No hotels found')).toBeInTheDocument();
    unmount();
    fakeSupabase.respond.mockReturnValue({ data: null, error: { message: 'boom' } });
    renderWithQuery(<CreateHotelUserForm />);
    expect(await screen.findByText('Failed to load hotels.')).toBeInTheDocument();
  });
});
