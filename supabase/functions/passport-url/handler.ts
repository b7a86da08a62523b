/**
 * passport-url (docs/product.md#data-protection): short-lived signed URLs for one guest's passport images.
 * Body `{guestId, context: 'thumbnail'|'dialog'|'print', objects?: string[]}` → `{urls: [{object,
 * signedUrl, expiresIn}]}` (expiresIn in seconds, at most 120). Only for images in the attachments of a
 * guest of the caller's live hotel (else 404 / 400), with an aal2 session where the hotel requires two-step
 * sign-in (else 403); signed with the service role, since staff cannot read the bucket directly; one
 * access-log row per URL, written before any URL is returned.
 */
import { z } from 'zod';
import { requireCaller, serviceClient } from '../_shared/clients.ts';
import { guestOfCaller } from '../_shared/caller-guest.ts';
import { HttpError } from '../_shared/errors.ts';
import { uuidField } from '../_shared/fields.ts';
import { parseWith, type Handler } from '../_shared/http.ts';
import { PASSPORT_BUCKET, logPassportAccess } from '../_shared/passports.ts';
import { TWO_STEP_REFUSALS, requireHotelTwoStep } from '../_shared/two-step.ts';

/** Seconds a signed URL stays valid: long enough to load an image, too short to share it. */
export const SIGNED_URL_SECONDS = 120;

export const bodySchema = z.strictObject({
  guestId: uuidField(),
  context: z.enum(['thumbnail', 'dialog', 'print'], { error: "Must be one of 'thumbnail', 'dialog', 'print'" }),
  objects: z
    .array(z.string({ error: 'Must be text' }).min(1, 'Required').max(1024, 'Must be at most 1024 characters'))
    .max(5, 'Must be at most 5 images')
    .optional(),
});

export const passportUrl: Handler = async (req, body) => {
  const caller = await requireCaller(req);
  const input = parseWith(bodySchema, body);
  const guest = await guestOfCaller(caller, input.guestId);
  await requireHotelTwoStep(caller, TWO_STEP_REFUSALS.passportImages);
  const objects = input.objects ?? guest.attachments;
  objects.forEach((object, index) => {
    if (!guest.attachments.includes(object)) {
      throw new HttpError('invalid-argument', `objects.${index}: Not an image of this guest`);
    }
  });
  if (!objects.length) return { urls: [] };

  const service = serviceClient();
  const { data, error } = await service.storage.from(PASSPORT_BUCKET).createSignedUrls(objects, SIGNED_URL_SECONDS);
  if (error) throw new HttpError('unavailable', 'File storage is not reachable. Try again.', 'storage-sign');
  const urls = data
    .filter((item) => !item.error && item.signedUrl && item.path)
    .map((item) => ({ object: item.path!, signedUrl: item.signedUrl, expiresIn: SIGNED_URL_SECONDS }));
  await logPassportAccess(
    service,
    urls.map((url) => ({
      hotelId: guest.hotel_id,
      guestId: guest.id,
      objectName: url.object,
      accessedBy: caller.userId,
      accessedByEmail: caller.email,
      context: input.context,
    })),
  );
  return { urls };
};
