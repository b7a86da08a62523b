/**
 * checkin-upload-urls (docs/online-check-in.md#passport-images): body `{token, traveller, files: [{name}]}`
 * → `{uploads: [{name, path, token}]}`: one signed upload URL per file into the hotel's folder of the
 * private `passports` bucket (`<hotel_id>/<epoch ms>_<filename>`), which the guest page uses with
 * supabase-js `uploadToSignedUrl(path, token, file)`. The guest never chooses the path, and a signed
 * URL writes that one name only. The database records each issued name (`checkin_uploads`) and refuses
 * where the hotel keeps no images (403) and past 5 images per traveller (400); the bytes and metadata
 * are checked when checkin-submit attaches them (the add-guest checks). Errors: 429/404/403/409 for the
 * link (`findOpenLink`), 400 naming the field.
 */
import { serviceClient } from '../_shared/clients.ts';
import { HttpError, fromDatabaseError } from '../_shared/errors.ts';
import { findOpenLink } from '../_shared/checkin-link.ts';
import { checkinUploadBodySchema } from '../_shared/checkin-schema.ts';
import { passportObjectName } from '../_shared/passport-names.ts';
import { PASSPORT_BUCKET } from '../_shared/passports.ts';
import { parseWith, type Handler } from '../_shared/http.ts';

export const checkinUploadUrls: Handler = async (req, body) => {
  const client = serviceClient();
  const link = await findOpenLink(client, req, (body as { token?: unknown } | null)?.token);
  const { traveller, files } = parseWith(checkinUploadBodySchema, body);
  const now = Date.now();
  const paths = files.map((file, index) => passportObjectName(link.hotelId, file.name, now + index));
  const issued = await client
    .from('checkin_uploads')
    .insert(paths.map((path) => ({ object_name: path, hotel_id: link.hotelId, stay_id: link.stayId, traveller })));
  if (issued.error) throw fromDatabaseError(issued.error);
  try {
    const uploads = await Promise.all(
      paths.map(async (path, index) => {
        const { data, error } = await client.storage.from(PASSPORT_BUCKET).createSignedUploadUrl(path);
        if (error) throw new HttpError('unavailable', 'File storage is not reachable. Try again.', 'storage-sign');
        return { name: files[index].name, path, token: data.token };
      }),
    );
    return { uploads };
  } catch (error) {
    // No URL, no image: the traveller keeps their 5.
    await client.from('checkin_uploads').delete().in('object_name', paths);
    throw error;
  }
};
