/** The guest a signed-in caller asks about, read as the caller so RLS decides tenancy. */
import type { Caller } from './clients.ts';
import { HttpError, fromDatabaseError } from './errors.ts';

/** A guests row with at least these columns. */
export interface GuestRow {
  id: string;
  hotel_id: string;
  attachments: string[];
  legal_hold: boolean;
  [column: string]: unknown;
}

/**
 * Reads guest `guestId` as the caller: only a guest of the caller's live hotel is found (a removed
 * member, another hotel's guest or an admin see nothing).
 * @throws HttpError 403 for a caller without a hotel, 404 'Guest not found.' otherwise
 */
export async function guestOfCaller(caller: Caller, guestId: string): Promise<GuestRow> {
  if (!caller.hotelId) throw new HttpError('permission-denied', 'Only hotel staff can do this.');
  const { data, error } = await caller.client.from('guests').select('*').eq('id', guestId).maybeSingle();
  if (error) throw fromDatabaseError(error);
  const guest = data as GuestRow | null;
  if (!guest || guest.hotel_id !== caller.hotelId) throw new HttpError('not-found', 'Guest not found.');
  return guest;
}
