/**
 * The admin's hotel deletion (docs/product.md#data-protection): removes the hotel's passport images through
 * the Storage API (one receipt each, rule 'hotel_deleted'; receipts have no foreign key and outlive the
 * hotel), then its registration cards (docs/online-check-in.md#lifecycle, one receipt each, same rule),
 * deletes its users' auth accounts, then the hotel row (guests, memberships and access log cascade).
 * Service role only; the caller is an authorised platform admin.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Caller } from '../_shared/clients.ts';
import { HttpError, fromDatabaseError } from '../_shared/errors.ts';
import { recordDeletions, removePassportObjects } from '../_shared/passports.ts';
import { REGISTRATION_CARD_BUCKET } from '../_shared/registration-card-store.ts';
import { deleteUser } from './actions.ts';

/** Which guest holds each image, so receipts name the guest (null for orphans). */
async function guestOfObjects(service: SupabaseClient, hotelId: string): Promise<Map<string, string>> {
  const { data, error } = await service.from('guests').select('id, attachments').eq('hotel_id', hotelId);
  if (error) throw fromDatabaseError(error);
  const guestOf = new Map<string, string>();
  for (const guest of data as { id: string; attachments: string[] }[]) {
    for (const name of guest.attachments) guestOf.set(name, guest.id);
  }
  return guestOf;
}

/** Removes the hotel's registration cards from Storage and records them. @returns the receipts written */
async function deleteRegistrationCards(service: SupabaseClient, caller: Caller, hotelId: string): Promise<number> {
  const { data, error } = await service
    .from('checkin_declarations')
    .select('hotel_id, stay_id, object_name:card_object')
    .eq('hotel_id', hotelId)
    .not('card_object', 'is', null);
  if (error) throw fromDatabaseError(error);
  const cards = data as { hotel_id: string; stay_id: string; object_name: string }[];
  if (!cards.length) return 0;
  await removePassportObjects(
    service,
    cards.map((card) => card.object_name),
    REGISTRATION_CARD_BUCKET,
  );
  const recorded = await service.rpc('record_registration_card_deletions', {
    p_items: cards.map((card) => ({ ...card, size_bytes: null, rule: 'hotel_deleted' })),
    p_deleted_by: caller.userId,
    p_deleted_by_label: caller.email ?? 'platform admin',
  });
  if (recorded.error) throw fromDatabaseError(recorded.error);
  return recorded.data as number;
}

/**
 * Deletes hotel `hotelId` with its images, registration cards and users.
 * @returns `{deleted: true, images, users}` (counts removed)
 * @throws HttpError 404 'hotelId: No such hotel', 503 when Storage fails (nothing else is deleted then)
 */
export async function deleteHotel(service: SupabaseClient, caller: Caller, hotelId: string) {
  const hotel = await service.from('hotels').select('id').eq('id', hotelId).maybeSingle();
  if (hotel.error) throw fromDatabaseError(hotel.error);
  if (!hotel.data) throw new HttpError('not-found', 'hotelId: No such hotel');

  const objects = await service.rpc('passport_objects_of_hotel', { p_hotel_id: hotelId });
  if (objects.error) throw fromDatabaseError(objects.error);
  const rows = objects.data as { object_name: string; size_bytes: number | null }[];
  const guestOf = await guestOfObjects(service, hotelId);
  await removePassportObjects(
    service,
    rows.map((row) => row.object_name),
  );
  const images = await recordDeletions(
    service,
    rows.map((row) => ({
      hotel_id: hotelId,
      guest_id: guestOf.get(row.object_name) ?? null,
      object_name: row.object_name,
      size_bytes: row.size_bytes,
      rule: 'hotel_deleted',
    })),
    { userId: caller.userId, label: caller.email ?? 'platform admin' },
  );

  await deleteRegistrationCards(service, caller, hotelId);

  const members = await service.from('hotel_members').select('user_id').eq('hotel_id', hotelId);
  if (members.error) throw fromDatabaseError(members.error);
  const userIds = (members.data as { user_id: string }[]).map((m) => m.user_id).filter((id) => id !== caller.userId);
  for (const userId of userIds) await deleteUser(service, userId);

  const removed = await service.from('hotels').delete().eq('id', hotelId);
  if (removed.error) throw fromDatabaseError(removed.error);
  return { deleted: true, images, users: userIds.length };
}
