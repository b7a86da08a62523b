/** Test helpers for hotel setup: the field checkboxes, and the first setup of a user who has no hotel yet. */
import type { ComponentProps } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi, type Mock } from 'vitest';
import { type Call, recordingQueries } from '@/testing/fake-supabase';
import { renderWithApp } from '@/testing/render';
import { FORM_FIELD_KEYS } from '@shared/guest-fields';
import { HotelSetupForm, type FieldToggle } from '../components/hotel-setup-form';
import type { Hotel } from '@/lib/hotel';

/**
 * The field checkboxes as tests pass them: each toggleable field labelled with its key (the route passes
 * the guests feature's labels, which features cannot import; tests/e2e check those).
 */
const FIELD_TOGGLES_BY_KEY: readonly FieldToggle[] = FORM_FIELD_KEYS.map((key) => ({ key, label: key }));

/**
 * Renders the setup form for `hotel` (null: a user without one), its checkboxes labelled by key.
 * @param canChangeRules false: as staff who are not the owner see it (the data rules read-only)
 */
export const renderHotelSetup = (
  hotelId: string | null,
  hotel: ComponentProps<typeof HotelSetupForm>['hotel'],
  canChangeRules = true,
) =>
  renderWithApp(
    <HotelSetupForm
      hotelId={hotelId}
      hotel={hotel}
      fieldToggles={FIELD_TOGGLES_BY_KEY}
      canChangeRules={canChangeRules}
    />,
  );

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
  await renderHotelSetup(null, null);
  await userEvent.type(screen.getByLabelText(/Hotel Name/), 'Harbour Inn');
  await userEvent.type(screen.getByLabelText(/Hotel Address/), '1 Quay St');
}

/** A stored hotel as hotel setup reads it: the default rules, no police authority, `over` on top. */
export const storedHotel = (id: string, over: Partial<Hotel> = {}): Hotel => ({
  id,
  name: 'Villa',
  address: 'Beach 1',
  form_fields: {},
  passport_retention: 'delete_after_checkout',
  passport_retention_days: 30,
  require_two_step: false,
  time_zone: 'UTC',
  police_authority: null,
  alloggiati_account: null,
  ses_establishment_code: null,
  siba_establishment: null,
  ...over,
});

/** The row the form's first `update` call wrote, from the calls `recordingQueries` recorded. */
export const updateOf = (calls: Call[]) => calls.find((call) => call[0] === 'update')?.[1];

/** Clicks Save Setup. */
export const saveSetup = () => userEvent.click(screen.getByRole('button', { name: 'Save Setup' }));

/** Before each test: mocks cleared, `writes` emptied, every `from()` of the mocked client recorded into it. */
export function recordSetupWrites(supabase: { from: Mock }, writes: Call[][]): void {
  vi.clearAllMocks();
  writes.length = 0;
  supabase.from.mockImplementation(recordingQueries(writes, { data: null, error: null }));
}
