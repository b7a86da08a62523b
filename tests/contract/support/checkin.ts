/**
 * Arrivals with a live check-in link for the online check-in contract tests (docs/online-check-in.md),
 * arranged as the superuser: the tests are about what the guest's door answers, not about staff rights;
 * and a guest declaring travellers through that door, for tests that need a signed declaration (the
 * registration card).
 */
import { COMPLETE_GUEST } from '@shared/testing/guests.ts';
import { asByteaHex, checkinTokenSha256, newCheckinToken } from '@shared/checkin-token.ts';
import { adminPg, anonClient } from './clients.ts';
import { callFunction } from './functions.ts';

/**
 * An expected arrival of `hotelId` (today, three nights, in `room` if given) and a live link for it; the stay's id is pushed
 * to `stays` for the file's clean-up.
 * @returns the link's token and the stay's id
 */
export async function linkedArrival(
  hotelId: string,
  stays: string[],
  room: string | null = null,
  email: string | null = null,
): Promise<{ token: string; stayId: string }> {
  const { rows } = await adminPg().query<{ id: string }>(
    `insert into public.stays (hotel_id, status, arrival_date, departure_date, guest_name, room, guest_email)
     values ($1, 'expected', current_date, current_date + 3, 'Ana Ruiz', $2, $3) returning id`,
    [hotelId, room, email],
  );
  stays.push(rows[0].id);
  const token = newCheckinToken();
  await adminPg().query(
    'insert into public.checkin_links (hotel_id, stay_id, token_sha256) values ($1, $2, $3::bytea)',
    [hotelId, rows[0].id, asByteaHex(await checkinTokenSha256(token))],
  );
  return { token, stayId: rows[0].id };
}

/** A 1×1 PNG as signature_pad's `toDataURL()` would give it. */
export const SIGNATURE_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

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
