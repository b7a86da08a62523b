import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSupabase, functionRefusal } from '@/test/fake-supabase';
import { renderWithQuery } from '../test-utils';
import { CreateHotelAccountPage } from './create-hotel-account-page';

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase').then((m) => m.mockSupabase()));

async function fillAll() {
  await userEvent.type(screen.getByLabelText('Hotel name'), 'Harbour Inn');
  await userEvent.type(screen.getByLabelText('Hotel address'), '1 Quay St');
  await userEvent.type(screen.getByLabelText('Email'), 'owner@harbour.test');
  await userEvent.type(screen.getByLabelText('Password'), 'harbour-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('CreateHotelAccountPage', () => {
  it('requires all four fields', async () => {
    renderWithQuery(<CreateHotelAccountPage />);
    await userEvent.type(screen.getByLabelText('Hotel name'), 'Harbour Inn');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('All four fields are required.');
    expect(fakeSupabase.functions.invoke).not.toHaveBeenCalled();
  });

  it('sends the four fields to create-hotel-account', async () => {
    fakeSupabase.functions.invoke.mockResolvedValue({
      data: { data: { hotel: { id: 'h', name: 'Harbour Inn' }, user: { uid: 'u', email: 'owner@harbour.test' } } },
      error: null,
    });
    renderWithQuery(<CreateHotelAccountPage />);
    await fillAll();
    expect(fakeSupabase.functions.invoke).toHaveBeenCalledWith('create-hotel-account', {
      body: {
        hotelName: 'Harbour Inn',
        hotelAddress: '1 Quay St',
        email: 'owner@harbour.test',
        password: 'harbour-2026',
      },
    });
    expect(await screen.findByText('Created Harbour Inn with owner owner@harbour.test.')).toBeInTheDocument();
  });

  it("shows the provider's message, or 'Failed to register.' when there is none", async () => {
    fakeSupabase.functions.invoke.mockResolvedValueOnce(
      functionRefusal(409, {
        error: { code: 'aborted', message: 'A user with this email address has already been registered' },
      }),
    );
    renderWithQuery(<CreateHotelAccountPage />);
    await fillAll();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A user with this email address has already been registered',
    );

    fakeSupabase.functions.invoke.mockResolvedValueOnce({
      data: null,
      error: new Error('Failed to send a request'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Failed to register.')).toBeInTheDocument();
  });

  it('names fields by their label, not their wire name', async () => {
    fakeSupabase.functions.invoke.mockResolvedValueOnce(
      functionRefusal(400, {
        error: { code: 'invalid-argument', message: 'password: Must be at least 6 characters; hotelName: Required' },
      }),
    );
    renderWithQuery(<CreateHotelAccountPage />);
    await fillAll();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password: Must be at least 6 characters; Hotel name: Required',
    );
  });
});
