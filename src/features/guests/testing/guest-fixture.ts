/** Test rows of `public.guests` as the SPA reads them: every registry column empty unless given. */
import { GUEST_FIELD_KEYS, GUEST_FIELDS, type GuestFieldColumn } from '@shared/guest-fields';
import type { Guest } from '../api/guest-columns';

/** @param over columns to set; the rest are null (registry fields) or a plain registered guest. */
export function guestFixture(over: Partial<Guest> = {}): Guest {
  const empty = Object.fromEntries(GUEST_FIELD_KEYS.map((key) => [GUEST_FIELDS[key].column, null])) as Record<
    GuestFieldColumn,
    null
  >;
  return {
    ...empty,
    id: 'g1',
    hotel_id: 'h1',
    check_in: '2026-03-07',
    registered_at: '2026-03-07T10:00:00Z',
    checked_out_at: null,
    attachments: [],
    created_from: 'webapp',
    legal_hold: false,
    stay_id: 's1',
    stay_role: 'single',
    relationship: null,
    ...over,
  };
}

/** Ana Silva (passport P123, Portugal, room 12, ana@example.com) of hotel `h1`; `over` changes any column. */
export const anaFixture = (over: Partial<Guest> = {}): Guest =>
  guestFixture({
    first_name: 'Ana',
    last_name: 'Silva',
    passport_number: 'P123',
    nationality: 'PRT',
    email: 'ana@example.com',
    room: '12',
    ...over,
  });
