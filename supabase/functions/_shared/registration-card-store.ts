/**
 * Where registration cards live (docs/online-check-in.md#the-registration-card, docs/decisions.md): the
 * private bucket `registration-cards`, one object `<hotel_id>/<stay_id>.pdf` per arrival, written only with
 * the service role; the declaration row records the object and the SHA-256 of its bytes.
 */
import { Buffer } from 'node:buffer';
import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError, fromDatabaseError } from './errors.ts';
import { renderRegistrationCard, sha256Hex, type RegistrationCardInput } from './registration-card.ts';

export const REGISTRATION_CARD_BUCKET = 'registration-cards';

/** The card's object name: one per arrival, so submitting again replaces it. */
export const registrationCardObject = (hotelId: string, stayId: string) => `${hotelId}/${stayId}.pdf`;

/** What the card is made of, beyond the renderer's input: the declaration row it belongs to. */
export interface CardOfDeclaration extends Omit<RegistrationCardInput, 'stay'> {
  hotelId: string;
  stayId: string;
}

/**
 * Renders the card of a sealed declaration, uploads it (replacing an earlier card of the arrival) and
 * records it on the declaration — only if the declaration still has the sealed hash, so a card of
 * answers a later submission replaced is never recorded.
 * @param service the service-role client
 * @returns the object name and the PDF's SHA-256 (hex)
 * @throws HttpError 503 when Storage is unreachable, 409 when the declaration changed meanwhile
 */
export async function storeRegistrationCard(
  service: SupabaseClient,
  card: CardOfDeclaration,
): Promise<{ object: string; sha256: string }> {
  const stay = await service.from('stays').select('arrival_date, departure_date, room').eq('id', card.stayId).single();
  if (stay.error) throw fromDatabaseError(stay.error);
  const pdf = await renderRegistrationCard({
    ...card,
    stay: { arrivalDate: stay.data.arrival_date, departureDate: stay.data.departure_date, room: stay.data.room },
  });
  const object = registrationCardObject(card.hotelId, card.stayId);
  const upload = await service.storage
    .from(REGISTRATION_CARD_BUCKET)
    .upload(object, pdf, { contentType: 'application/pdf', upsert: true });
  if (upload.error) throw new HttpError('unavailable', 'File storage is not reachable. Try again.', 'storage-upload');
  const sha256 = await sha256Hex(pdf);
  const { data, error } = await service
    .from('checkin_declarations')
    .update({ card_object: object, card_sha256: sha256, card_stored_at: new Date().toISOString() })
    .eq('stay_id', card.stayId)
    .eq('content_sha256', card.contentSha256)
    .select('stay_id');
  if (error) throw fromDatabaseError(error);
  if (!data.length)
    throw new HttpError('aborted', 'Your answers were changed from another device. Please submit again.');
  return { object, sha256 };
}

/**
 * The stored card as base64 (for the guest's data export), or null when there is none or it is gone.
 * @throws HttpError 503 when Storage is unreachable
 */
export async function registrationCardBase64(service: SupabaseClient, object: string): Promise<string | null> {
  const { data, error } = await service.storage.from(REGISTRATION_CARD_BUCKET).download(object);
  if (error) {
    // Storage answers a missing object with 400 or 404 (Object not found): the card was removed.
    if ([400, 404].includes((error as { status?: number }).status ?? 0)) return null;
    throw new HttpError('unavailable', 'File storage is not reachable. Try again.', 'storage-download');
  }
  return Buffer.from(await data.arrayBuffer()).toString('base64');
}
