import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSupabase, functionRefusal } from '@/testing/fake-supabase';
import { fillAndSubmit, renderWithQuery } from '../testing/forms';
import { CreateHotelAccountPage } from './create-hotel-account-page';

vi.mock('@/lib/supabase', () => import('@/testing/fake-supabase').then((m) => m.mockSupabase()));

const ALL = {
  'Hotel name': 'Harbour Inn',
  'Hotel address': '1 Quay St',
  Email: 'owner@harbour.test',
  Password: 'harbour-2026',
};
const submitAll = () => fillAndSubmit(ALL, 'Create account');
const without = (missing: string) => Object.fromEntries(Object.entries(ALL).filter(([label]) => label !== missing));

describe('CreateHotelAccountPage', () => {
  it('sends the four fields to create-hotel-account', async () => {
    fakeSupabase.functions.invoke.mockResolvedValue({
      data: { data: { hotel: { id: 'h', name: 'Harbour Inn' }, user: { uid: 'u', email: 'owner@harbour.test' } } },
      error: null,
    });
    renderWithQuery(<CreateHotelAccountPage />);
    await submitAll();
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

  it.each(Object.keys(ALL))('refuses the form without %s: all four fields are required', async (missing) => {
    renderWithQuery(<CreateHotelAccountPage />);
    await fillAndSubmit(without(missing), 'Create account');
    expect(await screen.findByRole('alert')).toHaveTextContent('All four fields are required.');
    expect(fakeSupabase.functions.invoke).not.toHaveBeenCalled();
  });

  it.each([
    {
      why: "the provider's message",
      answer: functionRefusal(409, {
        error: { code: 'aborted', message: 'A user with this email address has already been registered' },
      }),
      shown: 'A user with this email address has already been registered',
    },
    {
      why: 'fields named by their label, not their wire name',
      answer: functionRefusal(400, {
        error: { code: 'invalid-argument', message: 'password: Must be at least 6 characters; hotelName: Required' },
      }),
      shown: 'Password: Must be at least 6 characters; Hotel name: Required',
    },
    {
      why: "'Failed to register.' when the request got no answer",
      answer: { data: null, error: new Error('Failed to send a request') },
      shown: 'Failed to register.',
    },
  ])('a refused account shows $why', async ({ answer, shown }) => {
    fakeSupabase.functions.invoke.mockResolvedValueOnce(answer);
    renderWithQuery(<CreateHotelAccountPage />);
    await submitAll();
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('keeps the typed values after a refusal, so a second press sends them again', async () => {
    fakeSupabase.functions.invoke.mockResolvedValue({ data: null, error: new Error('Failed to send a request') });
    renderWithQuery(<CreateHotelAccountPage />);
    await submitAll();
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(fakeSupabase.functions.invoke).toHaveBeenCalledTimes(2);
  });
});
