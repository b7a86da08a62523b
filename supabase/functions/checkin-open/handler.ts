/**
 * checkin-open (docs/online-check-in.md#edge-functions): body `{token}` → what the guest page needs:
 * `{hotel: {name}, arrival: {arrivalDate, departureDate, guestName, people}, fields: [{key, required}],
 * retention: {passportImages, days}, expiresAt, declaration: {party, travellers, signedAt} | null}`.
 * No session: the token is the only credential, and the service role reads only that arrival. The first
 * open marks the arrival opened. Errors: 429 past the rate limits, 400 malformed token, 404/403/409 as `findOpenLink`.
 */
import { z } from 'zod';
import { serviceClient } from '../_shared/clients.ts';
import { fromDatabaseError } from '../_shared/errors.ts';
import { findOpenLink } from '../_shared/checkin-link.ts';
import { checkinFieldKeys, checkinRequiredKeys, travellerFromColumns } from '../_shared/checkin-schema.ts';
import { checkinTokenSchema } from '../_shared/checkin-token.ts';
import { parseWith, type Handler } from '../_shared/http.ts';

export const bodySchema = z.strictObject({ token: checkinTokenSchema });

export const checkinOpen: Handler = async (req, body) => {
  const client = serviceClient();
  // The look-up first: every call counts against the rate limits, a malformed token too.
  const link = await findOpenLink(client, req, (body as { token?: unknown } | null)?.token);
  parseWith(bodySchema, body);
  const [declaration, opened] = await Promise.all([
    client.from('checkin_declarations').select('party, travellers, signed_at').eq('stay_id', link.stayId).maybeSingle(),
    link.stay.linkOpenedAt
      ? Promise.resolve({ error: null })
      : client.from('stays').update({ link_opened_at: new Date().toISOString() }).eq('id', link.stayId),
  ]);
  if (declaration.error) throw fromDatabaseError(declaration.error);
  if (opened.error) throw fromDatabaseError(opened.error);
  const required = checkinRequiredKeys(link.hotel.formFields);
  const { linkOpenedAt: _opened, ...arrival } = link.stay;
  return {
    hotel: { name: link.hotel.name },
    arrival,
    fields: checkinFieldKeys(link.hotel.formFields).map((key) => ({ key, required: required.includes(key) })),
    retention: { passportImages: link.hotel.passportRetention, days: link.hotel.passportRetentionDays },
    expiresAt: link.expiresAt,
    declaration: declaration.data && {
      party: declaration.data.party,
      travellers: (declaration.data.travellers as Record<string, unknown>[]).map(travellerFromColumns),
      signedAt: declaration.data.signed_at,
    },
  };
};
