/**
 * Finds the arrival a check-in link's token opens (docs/online-check-in.md#the-link), with the service
 * role: the guest has no session and anon has no table access. Every look-up is counted against the
 * rate limits per client address and per link (docs/online-check-in.md#rate-limits). A wrong, expired
 * or revoked token and an arrival already checked in each get one message that says which, and none
 * names the hotel.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { HttpError, fromDatabaseError, fromZodError } from './errors.ts';
import { asByteaHex, checkinTokenSchema, checkinTokenSha256 } from './checkin-token.ts';
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

/** The request headers the database reads the caller's address from (`private.client_address_of`). */
const ADDRESS_HEADERS = ['cf-connecting-ip', 'x-forwarded-for', 'x-real-ip'];

/** The token as a named field, so a refusal says `token: …`. */
const tokenField = z.object({ token: checkinTokenSchema });

interface LinkRow {
  id: string;
  hotel_id: string;
  stay_id: string;
  expires_at: string;
  revoked_at: string | null;
}

/**
 * @param client the service-role client
 * @param req the guest's request (its address headers are counted)
 * @param token the `token` of the body, as sent: a malformed one counts as a miss too
 * @param now the current time (ms since epoch), for the expiry
 * @throws HttpError 429 past the rate limits, 400 for a malformed token, 404 for an unknown one, 403
 *   for an expired or revoked one, 409 once checked in
 */
export async function findOpenLink(
  client: SupabaseClient,
  req: Request,
  token: unknown,
  now = Date.now(),
): Promise<OpenedLink> {
  const parsed = tokenField.safeParse({ token });
  const caller = Object.fromEntries(
    ADDRESS_HEADERS.map((name) => [name, req.headers.get(name)]).filter(([, value]) => value !== null),
  );
  const { data: rows, error } = await client.rpc('checkin_link_for', {
    p_token_sha256: parsed.success ? asByteaHex(await checkinTokenSha256(parsed.data.token)) : null,
    p_headers: caller,
  });
  if (error) throw fromDatabaseError(error);
  if (!parsed.success) throw fromZodError(parsed.error);
  const link = (rows as LinkRow[])[0];
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
