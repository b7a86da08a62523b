import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Call } from '@/testing/fake-supabase';
import type { Hotel } from '@/lib/hotel';
import { renderHotelSetup, storedHotel, recordSetupWrites, saveSetup, updateOf } from '../testing/render-hotel-setup';

const HOTEL = '0b6c1f8e-2f57-4a8e-9a51-3a8f8f0c9d11';
const { supabase, writes } = vi.hoisted(() => ({
  writes: [] as Call[][],
  supabase: { from: vi.fn(), rpc: vi.fn(), auth: { refreshSession: vi.fn() } },
}));
vi.mock('@/lib/supabase', () => ({ supabase }));

const hotel = (over: Partial<Hotel> = {}) =>
  storedHotel(HOTEL, { name: 'Hotel Lisboa', address: 'Rua Augusta 1', ...over });
const authority = () => screen.getByRole('combobox', { name: 'Authority' });

describe('police reports on hotel setup (docs/police-reports.md#the-hotels-authority)', () => {
  beforeEach(() => recordSetupWrites(supabase, writes));

  it('saves no authority by default, and asks for the SES code before saving Spain', async () => {
    await renderHotelSetup(HOTEL, hotel());
    expect(authority()).toHaveValue('');
    await userEvent.selectOptions(authority(), 'ses');
    await saveSetup();
    expect(await screen.findByText(/SES establishment code: the code SES.HOSPEDAJES gave/)).toBeInTheDocument();
    expect(writes).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: /SES establishment code/ }), '0000000001');
    await saveSetup();
    expect(await screen.findByText('Hotel setup saved!')).toBeInTheDocument();
    expect(updateOf(writes[0])).toMatchObject({
      police_authority: 'ses',
      ses_establishment_code: '0000000001',
      alloggiati_account: null,
      siba_establishment: null,
    });
  });

  it("shows the stored SIBA unit, names each wrong field, and clears the other authorities' codes", async () => {
    const unit = {
      nipc: '121212121',
      establishment: '00',
      abbreviation: 'HOTEL LX',
      locality: 'Lisboa',
      postalCode: '1100-148',
      phone: '+351 210000000',
      contactName: 'Ana Sousa',
      contactEmail: 'desk@hotel.example',
    };
    await renderHotelSetup(HOTEL, hotel({ police_authority: 'siba', siba_establishment: unit }));
    expect(screen.getByRole('textbox', { name: /NIPC/ })).toHaveValue('121212121');
    const postal = screen.getByRole('textbox', { name: /Postal code/ });
    await userEvent.clear(postal);
    await userEvent.type(postal, '1100148');
    await saveSetup();
    expect(await screen.findByText('SIBA postal code: a Portuguese postal code, NNNN-NNN')).toBeInTheDocument();
    await userEvent.clear(postal);
    await userEvent.type(postal, '1100-148');
    await saveSetup();
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(updateOf(writes[0])).toMatchObject({ police_authority: 'siba', siba_establishment: unit });
  });

  it('is read-only for staff (only the owner changes the authority)', async () => {
    await renderHotelSetup(HOTEL, hotel({ police_authority: 'alloggiati', alloggiati_account: 'RM001234' }), false);
    expect(authority()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Alloggiati Web user/ })).toHaveValue('RM001234');
  });
});
