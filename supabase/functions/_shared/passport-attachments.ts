/**
 * Attachment names a guest may carry: objects in their hotel's folder of the private `passports` bucket
 * (`<hotel_id>/<epoch ms>_<filename>`, docs/architecture.md#storage), whose bytes are a plain image. Used
 * by add-guest (staff uploads) and checkin-submit (the guest's own uploads).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { serviceClient } from './clients.ts';
import { HttpError } from './errors.ts';
import { imageProblem, type ImageProblem } from './image-metadata.ts';
import { PASSPORT_BUCKET as BUCKET } from './passports.ts';

/**
 * Checks every name is `<hotelId>/<file>` and that the object exists, listing only that folder (with
 * the service role: staff may upload but not read the bucket; the caller's hotel is checked first).
 * @param path the body field holding the names, for the messages (`guest.attachments`)
 * @throws HttpError 400 naming `<path>.<i>` for a name outside the folder or missing
 */
export async function assertAttachmentsExist(
  client: SupabaseClient,
  hotelId: string,
  names: string[],
  path = 'guest.attachments',
) {
  const folder = `${hotelId}/`;
  await Promise.all(
    names.map(async (name, index) => {
      const field = `${path}.${index}`;
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

/** The name the user gave the file: `<hotel>/<epoch ms>_<filename>` → `<filename>`. */
const displayName = (name: string) => name.slice(name.lastIndexOf('/') + 1).replace(/^\d+_/, '');

function refusal(field: string, file: string, problem: ImageProblem): HttpError {
  if (problem.kind === 'type') {
    return new HttpError(
      'invalid-argument',
      `${field}: "${file}" is not a JPEG, PNG, WebP or HEIC image. Choose a photo or scan in one of these formats.`,
    );
  }
  return new HttpError(
    'invalid-argument',
    `${field}: "${file}" still carries ${problem.found} metadata (such as a GPS position). ` +
      'Add the image again through the registration form, which removes it.',
  );
}

/**
 * The image-bytes guarantee (docs/architecture.md#storage): reads each attachment with the service role
 * (Storage trusts the declared Content-Type, as hosted Storage does) and refuses anything but JPEG, PNG,
 * WebP or HEIC, and any image still carrying EXIF/XMP metadata. A refused object is deleted.
 * Call after `assertAttachmentsExist` (the caller may see them).
 * @param path the body field holding the names, for the messages (`guest.attachments`)
 * @throws HttpError 400 naming `<path>.<i>` and the file; 503 when Storage is unreachable
 */
export async function assertPlainImages(names: string[], path = 'guest.attachments') {
  const storage = serviceClient().storage.from(BUCKET);
  await Promise.all(
    names.map(async (name, index) => {
      const { data, error } = await storage.download(name);
      if (error || !data)
        throw new HttpError('unavailable', 'File storage is not reachable. Try again.', 'storage-read');
      const problem = await imageProblem(new Uint8Array(await data.arrayBuffer()));
      if (!problem) return;
      await storage.remove([name]);
      throw refusal(`${path}.${index}`, displayName(name), problem);
    }),
  );
}
