/**
 * checkin-submit (docs/online-check-in.md#edge-functions): body `{token, party, travellers[], signature}`
 * → `{signedAt, contentSha256, travellers: n, cardSha256}`. Each traveller is validated with the hotel's registration
 * schema (the staff form's, ../_shared/checkin-schema.ts); the signature must be PNG bytes. The guest may
 * submit again until the arrival is checked in: each submission replaces the declaration, and the
 * database seals it (signed_at, SHA-256 of the declaration and the signature); then the registration card
 * PDF is rendered and stored in its place (../_shared/registration-card-store.ts). A traveller's passport
 * images are those checkin-upload-urls issued for them, checked as add-guest checks its. Errors: 400 naming the
 * field (`travellers.0.lastName`), 429/404/403/409 for the link (`findOpenLink`), 409 once checked in.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceClient } from '../_shared/clients.ts';
import { HttpError, fromDatabaseError } from '../_shared/errors.ts';
import { findOpenLink, LINK_MESSAGES } from '../_shared/checkin-link.ts';
import {
  checkinFieldKeys,
  checkinSubmitBodySchemaFor,
  signaturePngBytes,
  travellerColumns,
} from '../_shared/checkin-schema.ts';
import { storeRegistrationCard } from '../_shared/registration-card-store.ts';
import { parseWith, type Handler } from '../_shared/http.ts';
import { assertAttachmentsExist, assertPlainImages } from '../_shared/passport-attachments.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Postgres's hex form of bytes, as PostgREST takes a bytea value. */
const byteaHex = (bytes: Uint8Array) => `\\x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;

/**
 * Each traveller's `attachments` must be images checkin-upload-urls issued for this arrival and this
 * traveller (`checkin_uploads`), present in the hotel's folder, and plain JPEG/PNG/WebP/HEIC without
 * EXIF/XMP (add-guest's checks; a refused object is deleted).
 * @throws HttpError 400 naming `travellers.<i>.attachments.<j>`
 */
async function assertTravellerImages(
  client: SupabaseClient,
  hotelId: string,
  stayId: string,
  travellers: { attachments?: string[] }[],
) {
  if (!travellers.some((traveller) => traveller.attachments?.length)) return;
  const { data, error } = await client.from('checkin_uploads').select('object_name, traveller').eq('stay_id', stayId);
  if (error) throw fromDatabaseError(error);
  const issuedTo = new Map(data.map((row) => [row.object_name as string, row.traveller as number]));
  for (const [index, traveller] of travellers.entries()) {
    const names = traveller.attachments ?? [];
    const path = `travellers.${index}.attachments`;
    const stray = names.findIndex((name) => issuedTo.get(name) !== index);
    if (stray >= 0) {
      throw new HttpError('invalid-argument', `${path}.${stray}: Must be an image uploaded for this traveller`);
    }
    await assertAttachmentsExist(client, hotelId, names, path);
    await assertPlainImages(names, path);
  }
}

export const checkinSubmit: Handler = async (req, body) => {
  const client = serviceClient();
  const link = await findOpenLink(client, req, (body as { token?: unknown } | null)?.token);
  const declaration = parseWith(checkinSubmitBodySchemaFor(link.hotel.formFields), body);
  const png = signaturePngBytes(declaration.signature);
  if (png.length < 67 || PNG_SIGNATURE.some((byte, i) => png[i] !== byte)) {
    throw new HttpError('invalid-argument', 'signature: Must be a PNG image');
  }
  await assertTravellerImages(client, link.hotelId, link.stayId, declaration.travellers);
  const keys = checkinFieldKeys(link.hotel.formFields);
  const travellers = declaration.travellers.map((traveller) => travellerColumns(traveller, keys));
  const { data, error } = await client
    .from('checkin_declarations')
    .upsert(
      {
        stay_id: link.stayId,
        hotel_id: link.hotelId,
        party: declaration.party,
        travellers,
        signature_png: byteaHex(png),
      },
      { onConflict: 'stay_id' },
    )
    .select('signed_at, content_sha256')
    .single();
  // Checked in between the link check and the write: the database refused (PT409).
  if (error?.code === 'PT409') throw new HttpError('aborted', LINK_MESSAGES.checkedIn);
  if (error) throw fromDatabaseError(error);
  const card = await storeRegistrationCard(client, {
    hotelId: link.hotelId,
    stayId: link.stayId,
    hotelName: link.hotel.name,
    party: declaration.party,
    travellers,
    fieldKeys: keys,
    signaturePng: png,
    signedAt: data.signed_at,
    contentSha256: data.content_sha256,
  });
  return {
    signedAt: data.signed_at,
    contentSha256: data.content_sha256,
    travellers: declaration.travellers.length,
    cardSha256: card.sha256,
  };
};
