/**
 * Passport images in the private `passports` bucket (docs/product.md#data-protection): removal through the
 * Storage API with the service role (direct SQL deletes on storage.objects are refused), and the
 * access log every look at an image is written to.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError, fromDatabaseError } from './errors.ts';

export const PASSPORT_BUCKET = 'passports';

/** Storage's limit on names per remove request is 1000; smaller batches keep each request quick. */
const REMOVE_BATCH = 100;

/** Where a look at a passport image happened (`passport_access_log.context`). */
export type AccessContext = 'thumbnail' | 'dialog' | 'print' | 'export' | 'erase';

/**
 * Removes `names` from the bucket (`passports` unless told; registration cards use the same path)
 * through the Storage API (objects already gone are skipped).
 * @returns the names Storage reports removed
 * @throws HttpError 503 when Storage refuses or is unreachable
 */
export async function removePassportObjects(
  service: SupabaseClient,
  names: string[],
  bucket: string = PASSPORT_BUCKET,
): Promise<string[]> {
  const removed: string[] = [];
  for (let start = 0; start < names.length; start += REMOVE_BATCH) {
    const { data, error } = await service.storage.from(bucket).remove(names.slice(start, start + REMOVE_BATCH));
    if (error) throw new HttpError('unavailable', 'File storage is not reachable. Try again.', 'storage-remove');
    removed.push(...data.map((object) => object.name));
  }
  return removed;
}

/** One access-log row (object null for a whole-guest event such as an export). */
export interface AccessEntry {
  hotelId: string;
  guestId: string;
  objectName: string | null;
  accessedBy: string;
  accessedByEmail: string | null;
  context: AccessContext;
}

/** Writes access-log rows with the service role (users cannot write the log). @throws HttpError */
export async function logPassportAccess(service: SupabaseClient, entries: AccessEntry[]): Promise<void> {
  if (!entries.length) return;
  const { error } = await service.from('passport_access_log').insert(
    entries.map((entry) => ({
      hotel_id: entry.hotelId,
      guest_id: entry.guestId,
      object_name: entry.objectName,
      accessed_by: entry.accessedBy,
      accessed_by_email: entry.accessedByEmail,
      context: entry.context,
    })),
  );
  if (error) throw fromDatabaseError(error);
}

/** A deletion the database records as a receipt (`record_passport_deletions` item). */
export interface DeletionItem {
  hotel_id: string;
  guest_id: string | null;
  object_name: string;
  size_bytes: number | null;
  rule: string;
}

/**
 * Records deletions: removes the names from their guests' attachments, writes one receipt each and
 * releases purge claims. `by` null means the schedule.
 * @returns the number of receipts written
 */
export async function recordDeletions(
  service: SupabaseClient,
  items: DeletionItem[],
  by: { userId: string; label: string } | null = null,
): Promise<number> {
  if (!items.length) return 0;
  const { data, error } = await service.rpc('record_passport_deletions', {
    p_items: items,
    p_deleted_by: by?.userId ?? null,
    p_deleted_by_label: by?.label ?? 'schedule',
  });
  if (error) throw fromDatabaseError(error);
  return data as number;
}
