/**
 * The check-in default of add-guest (docs/product.md#guest-fields): an empty check-in is today at the
 * hotel (its `time_zone`), filled in before the guest rules run, so "check-out on or after check-in"
 * compares with the hotel's date, not the server's UTC date.
 */
import { todayIso } from '../_shared/guest-schema.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * @param body the request body as received (not yet validated)
 * @param timeZone the hotel's IANA time zone
 * @param now the instant whose date is "today"
 * @returns the body with `guest.checkIn` set to the hotel's date when it was missing or empty;
 *   any other body unchanged (validation reports it)
 */
export function withHotelCheckIn(body: unknown, timeZone: string, now = new Date()): unknown {
  if (!isRecord(body) || !isRecord(body.guest)) return body;
  const { checkIn } = body.guest;
  if (checkIn !== undefined && checkIn !== '') return body;
  return { ...body, guest: { ...body.guest, checkIn: todayIso(timeZone, now) } };
}
