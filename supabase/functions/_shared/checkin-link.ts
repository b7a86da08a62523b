/**
 * Finds the arrival a check-in link's token opens (docs/online-check-in.md#the-link), with the service
 * role: the guest has no session and anon has no table access. A wrong, expired or revoked token and an
 * arrival already checked in each get one message that says which, and none names the hotel.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError, fromDatabaseError } from './errors.ts';
import { asByteaHex, checkinTokenSha256 } from './checkin-token.ts';
import { parseFormFields, type FormFields } from './guest-schema.ts';

/** The refusals, word for word (the guest page shows them as they are). */
export const LINK_MESSAGES = {
  unknown: 'This check-in link is not valid. Check that you opened the whole link, or ask the hotel for a new one.',
  expired: 'This check-in link has expired. Ask the hotel for a new one.',
  revoked: 'This check-in link was withdrawn by the hotel. Ask the hotel for a new one.',
  checkedIn: 'You are already checked in: this link is no longer needed.',
} as const;

/** The arrival behind a valid link. */
export interface OpenedLink {
  linkId: string;
  hotelId: string;
  stayId: string;
  expiresAt: string;
  hotel: { name: string; formFields: FormFields; passportRetention: string; passportRetentionDays: number };
  stay: {
    arrivalDate: string;
    departureDate: string | null;
    guestName: string | null;
    people: number | null;
    linkOpenedAt: string | null;
  };
}

/**
 * @param client the service-role client
 * @param token the token from the link's fragment (shape already checked)
 * @param now the current time (ms since epoch), for the expiry
 * @throws HttpError 404 for an unknown token, 403 for an expired or revoked one, 409 once checked in
 */
export async function findOpenLink(client: SupabaseClient, token: string, now = Date.now()): Promise<OpenedLink> {
  const hash = await checkinTokenSha256(token);
  const { data: link, error } = await client
    .from('checkin_links')
    .select('id, hotel_id, stay_id, expires_at, revoked_at')
    .eq('token_sha256', asByteaHex(hash))
    .maybeSingle();
  if (error) throw fromDatabaseError(error);
  if (!link) throw new HttpError('not-found', LINK_MESSAGES.unknown);
  const [stay, hotel] = await Promise.all([
    client
      .from('stays')
      .select('status, arrival_date, departure_date, guest_name, people, link_opened_at')
      .eq('id', link.stay_id)
      .single(),
    client
      .from('hotels')
      .select('name, form_fields, passport_retention, passport_retention_days')
      .eq('id', link.hotel_id)
      .single(),
  ]);
  if (stay.error) throw fromDatabaseError(stay.error);
  if (hotel.error) throw fromDatabaseError(hotel.error);
  if (stay.data.status !== 'expected') throw new HttpError('aborted', LINK_MESSAGES.checkedIn);
  if (link.revoked_at) throw new HttpError('permission-denied', LINK_MESSAGES.revoked);
  if (Date.parse(link.expires_at) <= now) throw new HttpError('permission-denied', LINK_MESSAGES.expired);
  return {
    linkId: link.id,
    hotelId: link.hotel_id,
    stayId: link.stay_id,
    expiresAt: link.expires_at,
    hotel: {
      name: hotel.data.name,
      formFields: parseFormFields(hotel.data.form_fields),
      passportRetention: hotel.data.passport_retention,
      passportRetentionDays: hotel.data.passport_retention_days,
    },
    stay: {
      arrivalDate: stay.data.arrival_date,
      departureDate: stay.data.departure_date,
      guestName: stay.data.guest_name,
      people: stay.data.people,
      linkOpenedAt: stay.data.link_opened_at,
    },
  };
}
