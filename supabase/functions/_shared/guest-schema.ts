/**
 * The one set of rules for a guest, shared by the SPA's registration form (react-hook-form +
 * zodResolver) and the `add-guest` edge function, which validates the same input again.
 * Imports bare `zod` only: Deno maps it through supabase/functions/deno.json, Vite/Vitest resolve
 * it from node_modules. Field names are the spec's (section 3), columns are their snake_case twins.
 *
 * Rules the spec leaves open (section 5: "Server-side validation: not shown") are ours: trimmed
 * text with maximum lengths, a real email, a phone of digits/space/+()-, ISO dates with check-out on
 * or after check-in, at most 5 attachments (section 9), and no unknown keys.
 */
import { z } from 'zod';

/** The ten guest form fields a hotel can show or hide (docs/product.md#guest-fields, hotels.form_fields keys). */
export const FORM_FIELD_KEYS = [
  'firstName',
  'lastName',
  'passportNumber',
  'nationality',
  'travelAgentName',
  'checkIn',
  'checkOut',
  'room',
  'chauffeurName',
  'chauffeurContact',
] as const;
export type FormFieldKey = (typeof FORM_FIELD_KEYS)[number];
/** `hotels.form_fields`: a missing key counts as shown (docs/product.md#guest-fields). */
export type FormFields = Partial<Record<FormFieldKey, boolean>>;

/** Passport images per guest (docs/product.md#limits). */
export const MAX_ATTACHMENTS = 5;

const typeError = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'Required' : `Must be ${expected}`;

/**
 * Trimmed one-line text up to `max` characters; empty means "not given". Angle brackets and control
 * characters are refused: no guest detail needs them, and they only serve markup injection.
 * Quotes and semicolons stay allowed (O'Brien); SQL text is harmless data to a parameterised insert.
 */
const text = (max: number) =>
  z
    .string({ error: typeError('text') })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .regex(/^[^<>\p{Cc}]*$/u, 'Must not contain < > or control characters');

const isoDate = z.iso.date();
const isEmptyOr = (check: z.ZodType) => (value: string) => value === '' || check.safeParse(value).success;
const dateText = text(10).refine(isEmptyOr(isoDate), 'Must be a date as YYYY-MM-DD');

/**
 * Today's date as YYYY-MM-DD at the front desk (docs/product.md#guest-fields: check-in defaults to today).
 * @param timeZone IANA name (the hotel's `time_zone`); default: the runtime's own zone, which in the
 *   browser is the front desk's local date
 * @param now the instant to read the date of
 */
export function todayIso(timeZone?: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const guestShape = {
  firstName: text(100).optional(),
  lastName: text(100).optional(),
  passportNumber: text(30).optional(),
  nationality: text(100).optional(),
  travelAgentName: text(150).optional(),
  email: text(254).refine(isEmptyOr(z.email()), 'Must be a valid email address').optional(),
  phone: text(30)
    .regex(/^[0-9 +()-]*$/, 'Must contain only digits, spaces and + ( ) -')
    .optional(),
  checkIn: dateText.optional(),
  checkOut: dateText.nullable().optional(),
  room: text(20).optional(),
  chauffeurName: text(100).optional(),
  chauffeurContact: text(100).optional(),
  attachments: z
    .array(text(300).min(1, 'Must not be empty'), { error: typeError('a list of file names') })
    .max(MAX_ATTACHMENTS, `At most ${MAX_ATTACHMENTS} attachments`)
    .refine((names) => new Set(names).size === names.length, 'Must not repeat a file')
    .optional(),
};

/**
 * Form fields that must be filled when the hotel shows them. The two dates are not among them:
 * the spec gives them defaults when empty (check-in today, check-out none), section 3.
 */
export const REQUIRED_WHEN_SHOWN = FORM_FIELD_KEYS.filter((key) => key !== 'checkIn' && key !== 'checkOut');

function buildGuestSchema(required: readonly FormFieldKey[]) {
  const objectError = (issue: { code?: string; input?: unknown }) =>
    issue.code === 'invalid_type' ? (issue.input === undefined ? 'Required' : 'Must be an object') : undefined;
  return z.strictObject(guestShape, { error: objectError }).superRefine((guest, ctx) => {
    for (const key of required) {
      if (!guest[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'Required' });
    }
    const checkIn = guest.checkIn || todayIso();
    const comparable = [checkIn, guest.checkOut].every((date) => isoDate.safeParse(date).success);
    if (comparable && guest.checkOut! < checkIn) {
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Must be on or after check-in' });
    }
  });
}

/** A guest as typed into the form: every field optional, rules on shape and length only. */
export const guestInputSchema = buildGuestSchema([]);
export type GuestInput = z.infer<typeof guestInputSchema>;

/**
 * The schema for one hotel: fields the hotel shows (missing key or `true` in `form_fields`) must be
 * filled, except email and phone (always optional) and the dates (defaulted), docs/product.md#validation.
 * @param formFields the hotel's `form_fields` map; null/undefined means all shown
 */
export function guestSchemaFor(formFields: FormFields | null | undefined) {
  return buildGuestSchema(REQUIRED_WHEN_SHOWN.filter((key) => formFields?.[key] !== false));
}

/** Row for `public.guests` as the caller inserts it (idempotency_key/created_by added by add-guest). */
export interface GuestRow {
  hotel_id: string;
  first_name: string | null;
  last_name: string | null;
  passport_number: string | null;
  nationality: string | null;
  travel_agent_name: string | null;
  email: string | null;
  phone: string | null;
  check_in: string;
  check_out: string | null;
  room: string | null;
  chauffeur_name: string | null;
  chauffeur_contact: string | null;
  attachments: string[];
  created_from: 'webapp';
}

/**
 * Maps a validated guest to its `guests` row, applying the spec's submit defaults (section 3):
 * empty text becomes null, check-in defaults to today (the runtime's date: add-guest fills in the
 * hotel's first), check-out to null,
 * `created_from` is 'webapp'.
 * @param input output of `guestInputSchema`/`guestSchemaFor(...)`
 * @param hotelId the hotel's uuid
 */
export function toGuestRow(input: GuestInput, hotelId: string): GuestRow {
  const orNull = (value: string | null | undefined) => value || null;
  return {
    hotel_id: hotelId,
    first_name: orNull(input.firstName),
    last_name: orNull(input.lastName),
    passport_number: orNull(input.passportNumber),
    nationality: orNull(input.nationality),
    travel_agent_name: orNull(input.travelAgentName),
    email: orNull(input.email),
    phone: orNull(input.phone),
    check_in: input.checkIn || todayIso(),
    check_out: orNull(input.checkOut),
    room: orNull(input.room),
    chauffeur_name: orNull(input.chauffeurName),
    chauffeur_contact: orNull(input.chauffeurContact),
    attachments: input.attachments ?? [],
    created_from: 'webapp',
  };
}
