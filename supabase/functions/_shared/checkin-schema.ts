/**
 * What a guest declares through an online check-in link (docs/online-check-in.md): one registration per
 * traveller, validated with the registration schema of the hotel's field registry (`guestSchemaFor`, the
 * same one as the staff form and add-guest), minus the stay's own fields (check-in, check-out and room
 * come from the arrival), plus the party kind and the signature. Shared by the guest page and the
 * checkin-submit edge function, which validates the same input again.
 */
import { z } from 'zod';
import { checkinTokenSchema } from './checkin-token.ts';
import {
  GUEST_FIELDS,
  GUEST_FIELD_KEYS,
  guestSchemaFor,
  isFieldShown,
  type FormFields,
  type GuestFieldKey,
} from './guest-schema.ts';

/** Fields the arrival itself gives every traveller; the guest never types them. */
export const STAY_FIELD_KEYS: readonly GuestFieldKey[] = ['checkIn', 'checkOut', 'room'];
/** Travellers per arrival (docs/online-check-in.md#limits). */
export const MAX_TRAVELLERS = 20;
/** Largest signature PNG, in bytes (a 600×200 pad drawing is ~10–30 kB). */
export const MAX_SIGNATURE_BYTES = 300_000;
const PNG_DATA_URL = 'data:image/png;base64,';

/** The registry fields the guest fills: those the hotel shows, without the stay's own. */
export function checkinFieldKeys(formFields: FormFields | null | undefined): GuestFieldKey[] {
  return GUEST_FIELD_KEYS.filter((key) => isFieldShown(formFields, key) && !STAY_FIELD_KEYS.includes(key));
}

/** Which of `checkinFieldKeys` must be filled. */
export function checkinRequiredKeys(formFields: FormFields | null | undefined): GuestFieldKey[] {
  return checkinFieldKeys(formFields).filter((key) => GUEST_FIELDS[key].requiredWhenShown);
}

/**
 * One traveller: the hotel's registration schema with the stay's fields hidden (room is then not
 * required). `attachments` are names checkin-upload-urls issued for this traveller (checked by
 * checkin-submit against `checkin_uploads`), at most 5.
 */
export function travellerSchemaFor(formFields: FormFields | null | undefined) {
  const hidden = Object.fromEntries(STAY_FIELD_KEYS.filter((k) => GUEST_FIELDS[k].toggleable).map((k) => [k, false]));
  return guestSchemaFor({ ...formFields, ...hidden }).superRefine((guest, ctx) => {
    for (const key of STAY_FIELD_KEYS) {
      if (guest[key] !== undefined) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'Must not be sent: the hotel fills it in' });
      }
    }
  });
}

/** The signature: a PNG as a data URL, as signature_pad's `toDataURL()` gives it. */
export const signatureSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Required: please sign' : 'Must be a PNG data URL') })
  .startsWith(PNG_DATA_URL, 'Must be a PNG image (data:image/png;base64,…)')
  .max(Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + PNG_DATA_URL.length, 'Must be at most 300 kB');

/** The whole declaration of one arrival, for one hotel's fields. */
export function checkinDeclarationSchemaFor(formFields: FormFields | null | undefined) {
  return z.strictObject({
    party: z.enum(['family', 'group'], { error: 'Must be family or group' }).default('family'),
    travellers: z
      .array(travellerSchemaFor(formFields), { error: 'Must be a list of travellers' })
      .min(1, 'Add at least one traveller')
      .max(MAX_TRAVELLERS, `At most ${MAX_TRAVELLERS} travellers`),
    signature: signatureSchema,
  });
}
export type CheckinDeclaration = z.infer<ReturnType<typeof checkinDeclarationSchemaFor>>;
export type Traveller = CheckinDeclaration['travellers'][number];

/** The checkin-submit body: the token and the declaration. */
export const checkinSubmitBodySchemaFor = (formFields: FormFields | null | undefined) =>
  checkinDeclarationSchemaFor(formFields).extend({ token: checkinTokenSchema });

/** The PNG bytes of a signature data URL (already checked by `signatureSchema`). */
export function signaturePngBytes(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(PNG_DATA_URL.length));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * A traveller as stored (`checkin_declarations.travellers`): the shown fields by guests column, empty →
 * absent, and the passport images as `attachments` (guests' column, which check-in copies).
 */
export function travellerColumns(
  traveller: Traveller,
  keys: readonly GuestFieldKey[],
): Record<string, string | string[]> {
  const columns: Record<string, string | string[]> = {};
  for (const key of keys) {
    const value = traveller[key];
    if (typeof value === 'string' && value !== '') columns[GUEST_FIELDS[key].column] = value;
  }
  if (traveller.attachments?.length) columns.attachments = traveller.attachments;
  return columns;
}

/** A stored traveller back as form values by field key, and its images (for the guest coming back). */
export function travellerFromColumns(
  row: Record<string, unknown>,
): Partial<Record<GuestFieldKey, string>> & { attachments?: string[] } {
  const values: Partial<Record<GuestFieldKey, string>> & { attachments?: string[] } = {};
  for (const key of GUEST_FIELD_KEYS) {
    const value = row[GUEST_FIELDS[key].column];
    if (typeof value === 'string') values[key] = value;
  }
  if (Array.isArray(row.attachments)) values.attachments = row.attachments.filter((n) => typeof n === 'string');
  return values;
}

/** Images one checkin-upload-urls call may ask for (a traveller's 5 at most, over all calls). */
export const MAX_UPLOADS_PER_TRAVELLER = 5;

/** The checkin-upload-urls body: the token, the traveller's position in the form, the files' names. */
export const checkinUploadBodySchema = z.strictObject({
  token: checkinTokenSchema,
  traveller: z
    .number({ error: "Must be the traveller's position (0 for the first)" })
    .int('Must be a whole number')
    .min(0, 'Must be 0 or more')
    .max(MAX_TRAVELLERS - 1, `Must be less than ${MAX_TRAVELLERS}`),
  files: z
    .array(z.strictObject({ name: z.string({ error: 'Must be a file name' }).trim().min(1, 'Required').max(200) }), {
      error: 'Must be a list of files',
    })
    .min(1, 'Add at least one image')
    .max(MAX_UPLOADS_PER_TRAVELLER, `At most ${MAX_UPLOADS_PER_TRAVELLER} images per traveller`),
});
export type CheckinUploadBody = z.infer<typeof checkinUploadBodySchema>;
