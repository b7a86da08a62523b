/**
 * Online check-in as a guest does it, for contract tests that need a declared arrival (the registration
 * card, docs/online-check-in.md): an expected arrival with a fresh link, then the guest's open and submit
 * through the edge functions with the anon key.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { COMPLETE_GUEST } from '@shared/testing/guests.ts';
import { asByteaHex, checkinTokenSha256, newCheckinToken } from '@shared/checkin-token.ts';
import { adminPg, anonClient } from './clients.ts';
import { callFunction } from './functions.ts';

/** A 1×1 PNG as signature_pad's `toDataURL()` would give it. */
export const SIGNATURE_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * An arrival of `hotelId` expected today for 3 nights (made as the superuser) and a link made by `staff`.
 * @returns the stay id and the link's token
 */
export async function expectedArrival(staff: SupabaseClient, hotelId: string, room: string | null = null) {
  const { rows } = await adminPg().query<{ id: string }>(
    `insert into public.stays (hotel_id, status, arrival_date, departure_date, room, guest_name)
     values ($1, 'expected', current_date, current_date + 3, $2, 'Card Party') returning id`,
    [hotelId, room],
  );
  const token = newCheckinToken();
  const link = await staff
    .from('checkin_links')
    .insert({ hotel_id: hotelId, stay_id: rows[0].id, token_sha256: asByteaHex(await checkinTokenSha256(token)) });
  if (link.error) throw new Error(link.error.message);
  return { stayId: rows[0].id, token };
}

export interface Submitted {
  signedAt: string;
  contentSha256: string;
  travellers: number;
  cardSha256: string;
}

/**
 * The guest opens the link and signs for travellers named `firstNames` (every shown field filled).
 * @returns checkin-submit's answer
 */
export async function declareTravellers(token: string, firstNames: string[]) {
  const guest = anonClient();
  const opened = await callFunction<{ fields: { key: keyof typeof COMPLETE_GUEST }[] }>(guest, 'checkin-open', {
    token,
  });
  if (opened.status !== 200) throw new Error(`checkin-open answered ${opened.status}`);
  const travellers = firstNames.map((firstName) =>
    Object.fromEntries(
      opened.data.fields.map(({ key }) => [key, key === 'firstName' ? firstName : COMPLETE_GUEST[key]]),
    ),
  );
  return callFunction<Submitted>(guest, 'checkin-submit', { token, travellers, signature: SIGNATURE_DATA_URL });
}
