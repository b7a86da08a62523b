import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Call } from '@/testing/fake-supabase';
import type { Hotel } from '@/lib/hotel';
import {
  renderHotelSetup,
  startNewHotel,
  storedHotel,
  recordSetupWrites,
  saveSetup,
  updateOf,
} from '../testing/render-hotel-setup';

const HOTEL = '0b6c1f8e-2f57-4a8e-9a51-3a8f8f0c9d11';
const { supabase, writes } = vi.hoisted(() => ({
  writes: [] as Call[][],
  supabase: { from: vi.fn(), rpc: vi.fn(), auth: { refreshSession: vi.fn() } },
}));
vi.mock('@/lib/supabase', () => ({ supabase }));

const hotel = (over: Partial<Hotel> = {}) => storedHotel(HOTEL, over);

describe('passport images on hotel setup', () => {
  beforeEach(() => recordSetupWrites(supabase, writes));

  it('offers the three rules under a "Passport images" heading, default 30 days after check-out', async () => {
    await renderHotelSetup(null, null);
    expect(screen.getByRole('heading', { name: 'Passport images' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Passport images' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "Don't keep images" })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Delete 30 days after check-out' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Keep until deleted' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Days after check-out' })).toHaveValue(30);
  });

  it('shows the stored rule and saves a new one with the setup', async () => {
    await renderHotelSetup(HOTEL, hotel({ passport_retention: 'keep' }));
    expect(screen.getByRole('radio', { name: 'Keep until deleted' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: "Don't keep images" }));
    await saveSetup();
    expect(await screen.findByText('Hotel setup saved!')).toBeInTheDocument();
    expect(updateOf(writes[0])).toMatchObject({
      name: 'Villa',
      passport_retention: 'dont_keep',
      passport_retention_days: 30,
    });
    expect(writes[0]).toContainEqual(['eq', 'id', HOTEL]);
  });

  it('typing a number of days chooses the delete rule and saves it', async () => {
    await renderHotelSetup(HOTEL, hotel({ passport_retention: 'keep' }));
    const days = screen.getByRole('spinbutton', { name: 'Days after check-out' });
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    expect(screen.getByRole('radio', { name: 'Delete 7 days after check-out' })).toBeChecked();
    await saveSetup();
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(updateOf(writes[0])).toMatchObject({
      passport_retention: 'delete_after_checkout',
      passport_retention_days: 7,
    });
  });

  it.each([['366'], ['-1'], ['2.5'], ['']])('refuses %j days, naming the field and the range', async (value) => {
    await renderHotelSetup(HOTEL, hotel());
    const days = screen.getByRole('spinbutton', { name: 'Days after check-out' });
    await userEvent.clear(days);
    if (value) await userEvent.type(days, value);
    await saveSetup();
    expect(await screen.findByText('Days after check-out must be a whole number from 0 to 365.')).toBeInTheDocument();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(writes).toHaveLength(0);
  });

  it('sets the rule on a new hotel once create_hotel has made it', async () => {
    await startNewHotel(supabase, HOTEL);
    await userEvent.click(screen.getByRole('radio', { name: 'Keep until deleted' }));
    await saveSetup();
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(supabase.auth.refreshSession).toHaveBeenCalled();
    expect(updateOf(writes[0])).toMatchObject({ passport_retention: 'keep', passport_retention_days: 30 });
    expect(writes[0]).toContainEqual(['eq', 'id', HOTEL]);
  });
});
