/** Test helper for hotel setup: the first setup of a user who has no hotel yet. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { renderWithApp } from '@/test/render';
import { HotelSetupForm } from './components/hotel-setup-form';

/**
 * Renders the setup form with no hotel, makes `create_hotel` answer `hotelId` and the session
 * refresh succeed on the test's mocked client, and types the name 'Harbour Inn' and address '1 Quay St'.
 */
export async function startNewHotel(
  supabase: { rpc: Mock; auth: { refreshSession: Mock } },
  hotelId: string,
): Promise<void> {
  supabase.rpc.mockResolvedValue({ data: { id: hotelId }, error: null });
  supabase.auth.refreshSession.mockResolvedValue({ data: {}, error: null });
  await renderWithApp(<HotelSetupForm hotelId={null} hotel={null} canChangeRules />);
  await userEvent.type(screen.getByLabelText(/Hotel Name/), 'Harbour Inn');
  await userEvent.type(screen.getByLabelText(/Hotel Address/), '1 Quay St');
}
