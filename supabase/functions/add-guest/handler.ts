/**
 * add-guest: the addGuest call (docs/product.md#server-calls). Body `{hotelId, guest, idempotencyKey, stay?}`
 * → `{guest: <guests row>}`. Without `stay` the guest opens a stay of one; with it they join that stay
 * of the hotel as a family or group member (../_shared/guest-stay.ts, docs/architecture.md#stays).
 * Runs as the caller, so RLS is the final word on tenancy; the checks here
 * give clear answers first: 401 no session, 403 another hotel, 400 invalid fields (per the hotel's
 * shown fields), 429 the plan's monthly guest limit (raised by the database, SQLSTATE PT429).
 * The guest is one INSERT, so a failure leaves nothing behind; the same idempotencyKey returns the
 * guest the first call created (unique (hotel_id, idempotency_key)) when the payload is the same, and
 * 409 aborted when it differs (fingerprint stored with the key, ./idempotency.ts). Attachments must be
 * JPEG/PNG/WebP/HEIC bytes without EXIF/XMP (../_shared/passport-attachments.ts).
 */
import { z } from 'zod';
import type { SupabaseClient } from '@supabase/supabase-js';
import { requireCaller, serviceClient } from '../_shared/clients.ts';
import { HttpError, fromDatabaseError } from '../_shared/errors.ts';
import { uuidField } from '../_shared/fields.ts';
import { guestInputSchema, guestSchemaFor, toGuestRow, type FormFields } from '../_shared/guest-schema.ts';
import { guestStayInputSchema, toGuestStayColumns, type GuestStayInput } from '../_shared/guest-stay.ts';
import { parseWith, type Handler } from '../_shared/http.ts';
import { assertAttachmentsExist, assertPlainImages } from '../_shared/passport-attachments.ts';
import { withHotelCheckIn } from './hotel-today.ts';
import { assertSamePayload, payloadFingerprint } from './idempotency.ts';

/** The ids of the body; the guest is checked once the hotel (its fields and time zone) is known. */
const idsSchema = z.object({ hotelId: uuidField(), idempotencyKey: uuidField() });

/** The body, with the guest rules of one hotel (`guestSchemaFor(form_fields)`). */
export const bodySchema = (guest: typeof guestInputSchema) =>
  z.strictObject({
    hotelId: uuidField(),
    guest,
    idempotencyKey: uuidField(),
    stay: guestStayInputSchema.optional(),
  });

async function findByKey(client: SupabaseClient, hotelId: string, key: string) {
  const { data, error } = await client
    .from('guests')
    .select('*')
    .eq('hotel_id', hotelId)
    .eq('idempotency_key', key)
    .maybeSingle();
  if (error) throw fromDatabaseError(error);
  return data;
}

/**
 * A companion joins a stay of the caller's hotel (RLS hides the others).
 * @throws HttpError 400 naming `stay.id` when there is no such stay
 */
async function assertStayOfHotel(client: SupabaseClient, hotelId: string, stay: GuestStayInput) {
  const { data, error } = await client
    .from('stays')
    .select('id')
    .eq('hotel_id', hotelId)
    .eq('id', stay.id)
    .maybeSingle();
  if (error) throw fromDatabaseError(error);
  if (!data) {
    throw new HttpError('invalid-argument', 'stay.id: No such stay in your hotel. Register the lead traveller first.');
  }
}

export const addGuest: Handler = async (req, body) => {
  const caller = await requireCaller(req);
  const { hotelId, idempotencyKey } = parseWith(idsSchema, body);
  if (hotelId !== caller.hotelId) {
    throw new HttpError('permission-denied', 'You can only add guests to your own hotel.');
  }

  // Both reads in parallel: one round trip less on every call. A retry of a call that already
  // succeeded answers with its guest, before the plan limit or the files are looked at again.
  const [hotel, earlier] = await Promise.all([
    caller.client.from('hotels').select('form_fields, time_zone').eq('id', hotelId).maybeSingle(),
    findByKey(caller.client, hotelId, idempotencyKey),
  ]);
  if (hotel.error) throw fromDatabaseError(hotel.error);
  if (!hotel.data) throw new HttpError('permission-denied', 'You can only add guests to your own hotel.');
  const formFields = hotel.data.form_fields as FormFields | null;
  // An empty check-in is today at the hotel, also for the "check-out on or after check-in" rule.
  const { guest, stay } = parseWith(
    bodySchema(guestSchemaFor(formFields)),
    withHotelCheckIn(body, hotel.data.time_zone),
  );
  const fingerprint = await payloadFingerprint(stay ? { hotelId, guest, stay } : { hotelId, guest });
  if (earlier) {
    assertSamePayload(earlier.idempotency_fingerprint as string | null, fingerprint);
    return { guest: earlier };
  }

  // Staff cannot read the passports bucket (docs/product.md#data-protection): the caller's hotel is proven
  // above, and the names are confined to its folder, so the service role looks them up.
  if (stay) await assertStayOfHotel(caller.client, hotelId, stay);
  await assertAttachmentsExist(serviceClient(), hotelId, guest.attachments ?? []);
  await assertPlainImages(guest.attachments ?? []);
  // created_by is not insertable by users: the column defaults to auth.uid() (the caller).
  const row = {
    ...toGuestRow(guest, hotelId),
    ...(stay && toGuestStayColumns(stay)),
    idempotency_key: idempotencyKey,
    idempotency_fingerprint: fingerprint,
  };
  const inserted = await caller.client.from('guests').insert(row).select('*').single();
  if (inserted.error?.code === '23505') {
    // Two concurrent calls with one key: the other one won; answer with its guest.
    const winner = await findByKey(caller.client, hotelId, idempotencyKey);
    if (winner) {
      assertSamePayload(winner.idempotency_fingerprint as string | null, fingerprint);
      return { guest: winner };
    }
  }
  if (inserted.error) throw fromDatabaseError(inserted.error);
  return { guest: inserted.data };
};
