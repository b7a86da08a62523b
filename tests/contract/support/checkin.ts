/**
 * Arrivals with a live check-in link for the online check-in contract tests (docs/online-check-in.md),
 * arranged as the superuser: the tests are about what the guest's door answers, not about staff rights.
 */
import { asByteaHex, checkinTokenSha256, newCheckinToken } from '@shared/checkin-token.ts';
import { adminPg } from './clients.ts';

/**
 * An expected arrival of `hotelId` (today, three nights) and a live link for it; the stay's id is pushed
 * to `stays` for the file's clean-up.
 * @returns the link's token and the stay's id
 */
export async function linkedArrival(hotelId: string, stays: string[]): Promise<{ token: string; stayId: string }> {
  const { rows } = await adminPg().query<{ id: string }>(
    `insert into public.stays (hotel_id, status, arrival_date, departure_date, guest_name)
     values ($1, 'expected', current_date, current_date + 3, 'Ana Ruiz') returning id`,
    [hotelId],
  );
  stays.push(rows[0].id);
  const token = newCheckinToken();
  await adminPg().query(
    'insert into public.checkin_links (hotel_id, stay_id, token_sha256) values ($1, $2, $3::bytea)',
    [hotelId, rows[0].id, asByteaHex(await checkinTokenSha256(token))],
  );
  return { token, stayId: rows[0].id };
}
