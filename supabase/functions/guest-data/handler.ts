/**
 * guest-data (docs/product.md#data-protection): a guest's right of access and right to erasure, for staff
 * of the guest's hotel (the same people who may delete the guest).
 * - `{guestId, action: 'export'}` → `{export: {exportedAt, guest, attachments, accessLog, deletionReceipts,
 *   registrationCard}}`: every guest field, the image names, the access-log and receipt rows of that guest,
 *   and the signed registration card of their stay (`{object, signedAt, contentSha256, cardSha256,
 *   pdfBase64}` or null); logged as an 'export' access.
 * - `{guestId, action: 'erase'}` → `{erased: true, receipts: n}`: the stay's registration card (it names
 *   this guest) and the images are removed through the Storage API, then the database writes receipts
 *   without personal data (file names hashed), deletes the card's declaration, hashes the names in the
 *   guest's access log, logs 'erase' and deletes the guest row. 409 under legal hold (the guest's, or for
 *   the card another traveller's of the same stay; docs/online-check-in.md#lifecycle).
 * Both need an aal2 session where the hotel requires two-step sign-in (403).
 */
import { z } from 'zod';
import type { SupabaseClient } from '@supabase/supabase-js';
import { requireCaller, serviceClient, type Caller } from '../_shared/clients.ts';
import { guestOfCaller, type GuestRow } from '../_shared/caller-guest.ts';
import { HttpError, fromDatabaseError } from '../_shared/errors.ts';
import { uuidField } from '../_shared/fields.ts';
import { parseWith, type Handler } from '../_shared/http.ts';
import { logPassportAccess, removePassportObjects } from '../_shared/passports.ts';
import { REGISTRATION_CARD_BUCKET, registrationCardBase64 } from '../_shared/registration-card-store.ts';
import { TWO_STEP_REFUSALS, requireHotelTwoStep } from '../_shared/two-step.ts';

export const bodySchema = z.strictObject({
  guestId: uuidField(),
  action: z.enum(['export', 'erase'], { error: "Must be one of 'export', 'erase'" }),
});

/** Rows of `table` for one guest, oldest first, read with the service role (owners-only tables). */
async function rowsOfGuest(service: SupabaseClient, table: string, guestId: string, orderBy: string) {
  const { data, error } = await service.from(table).select('*').eq('guest_id', guestId).order(orderBy);
  if (error) throw fromDatabaseError(error);
  return data;
}

/** The signed registration card of the guest's stay, with the PDF, or null (none, or not stored yet). */
async function registrationCardOf(service: SupabaseClient, guest: GuestRow) {
  const { data, error } = await service
    .from('checkin_declarations')
    .select('card_object, card_sha256, signed_at, content_sha256')
    .eq('hotel_id', guest.hotel_id)
    .eq('stay_id', guest.stay_id as string)
    .maybeSingle();
  if (error) throw fromDatabaseError(error);
  if (!data?.card_object) return null;
  return {
    object: data.card_object,
    signedAt: data.signed_at,
    contentSha256: data.content_sha256,
    cardSha256: data.card_sha256,
    pdfBase64: await registrationCardBase64(service, data.card_object),
  };
}

/**
 * Erases the registration card of the guest's stay, if any: it names every traveller, so it goes with any
 * one of them (docs/online-check-in.md#lifecycle). The database refuses (PT409) while another traveller is
 * under legal hold. @returns the receipts written (0 or 1)
 */
async function eraseRegistrationCard(service: SupabaseClient, caller: Caller, guest: GuestRow): Promise<number> {
  const card = await service.rpc('registration_card_of_guest', { p_guest_id: guest.id });
  if (card.error?.code === 'PT409') throw new HttpError('aborted', card.error.message);
  if (card.error) throw fromDatabaseError(card.error);
  if (!card.data) return 0;
  const item = card.data as { object_name: string | null };
  if (item.object_name) await removePassportObjects(service, [item.object_name], REGISTRATION_CARD_BUCKET);
  const { data, error } = await service.rpc('record_registration_card_deletions', {
    p_items: [item],
    p_deleted_by: caller.userId,
    p_deleted_by_label: caller.email,
  });
  if (error) throw fromDatabaseError(error);
  return data as number;
}

async function exportGuest(caller: Caller, guest: GuestRow) {
  const service = serviceClient();
  await logPassportAccess(service, [
    {
      hotelId: guest.hotel_id,
      guestId: guest.id,
      objectName: null,
      accessedBy: caller.userId,
      accessedByEmail: caller.email,
      context: 'export',
    },
  ]);
  const [accessLog, deletionReceipts, registrationCard] = await Promise.all([
    rowsOfGuest(service, 'passport_access_log', guest.id, 'accessed_at'),
    rowsOfGuest(service, 'passport_deletion_receipts', guest.id, 'deleted_at'),
    registrationCardOf(service, guest),
  ]);
  return {
    export: {
      exportedAt: new Date().toISOString(),
      guest,
      attachments: guest.attachments,
      accessLog,
      deletionReceipts,
      registrationCard,
    },
  };
}

async function eraseGuest(caller: Caller, guest: GuestRow) {
  if (guest.legal_hold) {
    throw new HttpError('aborted', 'This guest is under legal hold. Lift the hold before erasing their data.');
  }
  const service = serviceClient();
  const cardReceipts = await eraseRegistrationCard(service, caller, guest);
  await removePassportObjects(service, guest.attachments);
  const { data, error } = await service.rpc('finish_guest_erasure', {
    p_guest_id: guest.id,
    p_by: caller.userId,
    p_by_email: caller.email,
  });
  if (error?.code === 'PT404') throw new HttpError('not-found', 'Guest not found.');
  if (error?.code === 'PT409') {
    throw new HttpError('aborted', 'This guest is under legal hold. Lift the hold before erasing their data.');
  }
  if (error) throw fromDatabaseError(error);
  return { erased: true, receipts: (data as number) + cardReceipts };
}

export const guestData: Handler = async (req, body) => {
  const caller = await requireCaller(req);
  const input = parseWith(bodySchema, body);
  const guest = await guestOfCaller(caller, input.guestId);
  await requireHotelTwoStep(caller, TWO_STEP_REFUSALS[input.action === 'export' ? 'exports' : 'erasure']);
  return input.action === 'export' ? exportGuest(caller, guest) : eraseGuest(caller, guest);
};
