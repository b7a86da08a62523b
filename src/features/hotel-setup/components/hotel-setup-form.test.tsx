import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Call, fakeQuery, recordingQueries } from '@/test/fake-supabase';
import { FORM_FIELD_KEYS } from '@shared/guest-fields';
import { renderHotelSetup, startNewHotel } from '../test-utils';
import { OWNER_ONLY_RULES } from './data-rules';

const HOTEL = '0b6c1f8e-2f57-4a8e-9a51-3a8f8f0c9d11';
const { supabase, writes } = vi.hoisted(() => ({
  writes: [] as unknown[][],
  supabase: { from: vi.fn(), rpc: vi.fn(), auth: { refreshSession: vi.fn() } },
}));
vi.mock('@/lib/supabase', () => ({ supabase }));

describe('hotel setup form', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    vi.clearAllMocks();
    writes.length = 0;
    supabase.from.mockImplementation(recordingQueries(writes, { data: null, error: null }));
  });

  it('shows one checkbox per toggleable field it is given: missing keys on, stored false off', async () => {
    await renderHotelSetup(HOTEL, { id: HOTEL, name: 'Villa', address: 'Beach 1', form_fields: { room: false } });
    expect(screen.getAllByRole('checkbox')).toHaveLength(FORM_FIELD_KEYS.length);
    expect(screen.getByRole('checkbox', { name: 'room' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'firstName' })).toBeChecked();
  });

  it('saves name, address, toggles and the browser time zone, then goes to /register', async () => {
    const zone = { ...Intl.DateTimeFormat().resolvedOptions(), timeZone: 'America/Los_Angeles' };
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue(zone);
    const { router } = await renderHotelSetup(HOTEL, { id: HOTEL, name: 'Villa', address: 'Beach 1', form_fields: {} });
    await userEvent.click(screen.getByRole('checkbox', { name: 'nationality' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Setup' }));
    expect(await screen.findByText('Hotel setup saved!')).toBeInTheDocument();
    const update = writes[0] as Call[];
    expect(update[0][0]).toBe('update');
    expect(update[0][1]).toMatchObject({
      name: 'Villa',
      form_fields: expect.objectContaining({ nationality: false, room: true }) as unknown,
      time_zone: 'America/Los_Angeles',
    });
    expect(update).toContainEqual(['eq', 'id', HOTEL]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'), { timeout: 2000 });
  });

  it('creates the hotel for a user without one, refreshes the session for the new claim, sets its time zone', async () => {
    const zone = { ...Intl.DateTimeFormat().resolvedOptions(), timeZone: 'Asia/Tokyo' };
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue(zone);
    await startNewHotel(supabase, HOTEL);
    await userEvent.click(screen.getByRole('button', { name: 'Save Setup' }));
    await waitFor(() => expect(supabase.auth.refreshSession).toHaveBeenCalled());
    expect(supabase.rpc).toHaveBeenCalledWith(
      'create_hotel',
      expect.objectContaining({ p_name: 'Harbour Inn', p_address: '1 Quay St' }),
    );
    await waitFor(() =>
      expect(writes[0]).toContainEqual(['update', expect.objectContaining({ time_zone: 'Asia/Tokyo' })]),
    );
    expect(writes[0]).toContainEqual(['eq', 'id', HOTEL]);
  });

  it('shows staff the data rules read-only, says only the owner changes them, and saves name and address only', async () => {
    const hotel = {
      id: HOTEL,
      name: 'Villa',
      address: 'Beach 1',
      form_fields: { room: false },
      passport_retention: 'keep',
      passport_retention_days: 30,
      time_zone: 'Europe/Dublin',
    };
    await renderHotelSetup(HOTEL, hotel, false);
    expect(screen.getByRole('note')).toHaveTextContent(OWNER_ONLY_RULES);
    expect(screen.getByRole('group', { name: 'Data rules' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'room' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Keep until deleted' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Keep until deleted' })).toBeChecked();
    expect(screen.getByTestId('hotel-time-zone')).toHaveTextContent('Time zone: Europe/Dublin');
    await userEvent.clear(screen.getByLabelText(/Hotel Name/));
    await userEvent.type(screen.getByLabelText(/Hotel Name/), 'Villa Mar');
    await userEvent.click(screen.getByRole('button', { name: 'Save Setup' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect((writes[0] as Call[])[0]).toEqual(['update', { name: 'Villa Mar', address: 'Beach 1' }]);
  });

  it('gives owners no note and names the browser zone Save Setup will store', async () => {
    const zone = { ...Intl.DateTimeFormat().resolvedOptions(), timeZone: 'Asia/Tokyo' };
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue(zone);
    await renderHotelSetup(HOTEL, {
      id: HOTEL,
      name: 'Villa',
      address: 'Beach 1',
      form_fields: {},
      time_zone: 'Europe/Dublin',
    });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'room' })).toBeEnabled();
    expect(screen.getByTestId('hotel-time-zone')).toHaveTextContent(
      "Time zone: Europe/Dublin (Save Setup sets it to this browser's, Asia/Tokyo)",
    );
  });

  it('requires name and address, and shows the server message on failure', async () => {
    supabase.from.mockImplementation(
      () => fakeQuery(() => ({ data: null, error: { message: 'permission denied for table hotels' } })).chain,
    );
    await renderHotelSetup(HOTEL, { id: HOTEL, name: '', address: '', form_fields: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Save Setup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hotel name and address are required');
    await userEvent.type(screen.getByLabelText(/Hotel Name/), 'A');
    await userEvent.type(screen.getByLabelText(/Hotel Address/), 'B');
    await userEvent.click(screen.getByRole('button', { name: 'Save Setup' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('permission denied for table hotels'));
  });
});
