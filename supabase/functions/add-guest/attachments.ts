/**
 * Attachment names a guest may carry: objects the caller can see in their hotel's folder of the
 * private `passports` bucket (`<hotel_id>/<epoch ms>_<filename>`, architecture "Storage").
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from '../_shared/errors.ts';

const BUCKET = 'passports';

/**
 * Checks every name is `<hotelId>/<file>` and that the object exists, listing only that folder (with
 * the service role: staff may upload but not read the bucket; the caller's hotel is checked first).
 * @throws HttpError 400 naming `guest.attachments.<i>` for a name outside the folder or missing
 */
export async function assertAttachmentsExist(client: SupabaseClient, hotelId: string, names: string[]) {
  const folder = `${hotelId}/`;
  await Promise.all(
    names.map(async (name, index) => {
      const field = `guest.attachments.${index}`;
      const file = name.startsWith(folder) ? name.slice(folder.length) : '';
      if (!file || file.includes('/')) {
        throw new HttpError('invalid-argument', `${field}: Must be a file in your hotel's folder`);
      }
      const { data, error } = await client.storage.from(BUCKET).list(hotelId, { search: file, limit: 100 });
      if (error) throw new HttpError('unavailable', 'File storage is not reachable. Try again.', 'storage-list');
      if (!data.some((object) => object.name === file)) {
        throw new HttpError('invalid-argument', `${field}: No such uploaded file`);
      }
    }),
  );
}
