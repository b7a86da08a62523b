import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsOf, fakeSupabase } from '@/testing/fake-supabase';
import { fillAndSubmit, renderWithQuery } from '../testing/forms';
import { CreateHotelForm } from './create-hotel-form';

vi.mock('@/lib/supabase', () => import('@/testing/fake-supabase').then((m) => m.mockSupabase()));

describe('CreateHotelForm', () => {
  it('inserts the trimmed hotel and clears the form', async () => {
    renderWithQuery(<CreateHotelForm />);
    await fillAndSubmit({ 'Hotel name': '  Harbour Inn ', 'Hotel address': '1 Quay St' }, 'Create New Hotel');
    expect(await screen.findByText('Hotel "Harbour Inn" created.')).toBeInTheDocument();
    expect(callsOf('hotels', 'insert')).toEqual([[{ name: 'Harbour Inn', address: '1 Quay St' }]]);
    expect(screen.getByLabelText('Hotel name')).toHaveValue('');
  });

  it('says "Failed to create hotel." when the insert is refused', async () => {
    fakeSupabase.respond.mockReturnValue({ error: { message: 'new row violates row-level security policy' } });
    renderWithQuery(<CreateHotelForm />);
    await fillAndSubmit({ 'Hotel name': 'Harbour Inn', 'Hotel address': '1 Quay St' }, 'Create New Hotel');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create hotel.');
  });

  it.each<Record<string, string>>([{ 'Hotel name': 'Harbour Inn' }, { 'Hotel address': '1 Quay St' }])(
    'refuses a hotel without both name and address (typed: %o)',
    async (typed) => {
      renderWithQuery(<CreateHotelForm />);
      await fillAndSubmit(typed, 'Create New Hotel');
      expect(await screen.findByRole('alert')).toHaveTextContent('Hotel name and address are required');
      expect(fakeSupabase.from).not.toHaveBeenCalled();
    },
  );
});
