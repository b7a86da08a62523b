/**
 * guest-data (docs/product.md#data-protection): a guest's right of access and right to erasure, for staff
 * of the guest's hotel (the same people who may delete the guest).
 * - `{guestId, action: 'export'}` → `{export: {exportedAt, guest, attachments, accessLog, deletionReceipts}}`:
 *   every guest field, the image names, and the access-log and receipt rows of that guest; logged as
 *   an 'export' access.
 * - `{guestId, action: 'erase'}` → `{erased: true, receipts: n}`: the images are removed through the
 *   Storage API, then the database writes receipts without personal data (file names hashed), hashes the
 *   names in the guest's access log, logs 'erase' and deletes the guest row. 409 under legal hold.
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
  const [accessLog, deletionReceipts] = await Promise.all([
    rowsOfGuest(service, 'passport_access_log', guest.id, 'accessed_at'),
    rowsOfGuest(service, 'passport_deletion_receipts', guest.id, 'deleted_at'),
  ]);
  return {
    export: {
      exportedAt: new Date().toISOString(),
      guest,
      attachments: guest.attachments,
      accessLog,
      deletionReceipts,
    },
  };
}

async function eraseGuest(caller: Caller, guest: GuestRow) {
  if (guest.legal_hold) {
    throw new HttpError('aborted', 'This guest is under legal hold. Lift the hold before erasing their data.');
  }
  const service = serviceClient();
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
  return { erased: true, receipts: data as number };
}

export const guestData: Handler = async (req, body) => {
  const caller = await requireCaller(req);
  const input = parseWith(bodySchema, body);
  const guest = await guestOfCaller(caller, input.guestId);
  await requireHotelTwoStep(caller, TWO_STEP_REFUSALS[input.action === 'export' ? 'exports' : 'erasure']);
  return input.action === 'export' ? exportGuest(caller, guest) : eraseGuest(caller, guest);
};
