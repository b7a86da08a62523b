/**
 * Guest schemas derived from the field registry (guest-fields.ts): the registration schema (SPA form
 * and the `add-guest` edge function, which validates the same input again), the edit schema (the
 * registration object made `.partial()`), and the mappings to `public.guests` columns.
 * Rules the spec leaves open are ours (docs/product.md#validation): trimmed text with the SQL
 * maximum lengths, ICAO codes, dates within bounds, check-out on or after check-in, a stay of at
 * most 366 days, at most 5 attachments, and no unknown keys.
 */
import { z } from 'zod';
import { fieldRule, textRule, todayIso, type FieldRule } from './guest-field-rules.ts';
import {
  GUEST_FIELD_KEYS,
  GUEST_FIELDS,
  MAX_STAY_DAYS,
  PLACE_CODES,
  PLACE_FIELDS,
  isFieldShown,
  type FormFields,
  type GuestFieldKey,
} from './guest-fields.ts';

export { todayIso };
export {
  FORM_FIELD_KEYS,
  GUEST_FIELDS,
  GUEST_FIELD_KEYS,
  isFieldShown,
  parseFormFields,
  type FormFieldKey,
  type FormFields,
  type GuestFieldKey,
} from './guest-fields.ts';

/** Passport images per guest (docs/product.md#limits). */
export const MAX_ATTACHMENTS = 5;

const typeError = (expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'Required' : `Must be ${expected}`;

type FieldShape = { [K in GuestFieldKey]: z.ZodOptional<FieldRule> | z.ZodOptional<z.ZodNullable<FieldRule>> };
const fieldShape = Object.fromEntries(
  GUEST_FIELD_KEYS.map((key) => {
    const rule = fieldRule(GUEST_FIELDS[key].rule);
    // check_out may be sent as null: "no check-out date yet".
    return [key, key === 'checkOut' ? rule.nullable().optional() : rule.optional()];
  }),
) as FieldShape;

const guestObject = z.strictObject(
  {
    ...fieldShape,
    attachments: z
      .array(textRule(300).min(1, 'Must not be empty'), { error: typeError('a list of file names') })
      .max(MAX_ATTACHMENTS, `At most ${MAX_ATTACHMENTS} attachments`)
      .refine((names) => new Set(names).size === names.length, 'Must not repeat a file')
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'invalid_type' ? (issue.input === undefined ? 'Required' : 'Must be an object') : undefined,
  },
);

type GuestValues = Partial<Record<GuestFieldKey, string | null>>;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/**
 * Cross-field rules. `required` fields must be non-empty when `present(key)`; check-out is on or after
 * check-in (today when check-in is empty) and at most MAX_STAY_DAYS later.
 */
function guestRules(required: readonly GuestFieldKey[], present: (guest: GuestValues, key: GuestFieldKey) => boolean) {
  return (guest: GuestValues, ctx: z.RefinementCtx) => {
    for (const key of required) {
      if (present(guest, key) && !guest[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'Required' });
    }
    for (const { key, country } of PLACE_FIELDS) {
      const code = PLACE_CODES[guest[country] ?? ''];
      const place = guest[key];
      if (code && place && !code.pattern.test(place)) {
        ctx.addIssue({ code: 'custom', path: [key], message: `Must be ${code.name}` });
      }
    }
    const checkIn = guest.checkIn || todayIso();
    const checkOut = guest.checkOut;
    // Compared only when both dates pass their own rules, so one mistake gives one message.
    if (!checkOut || ![checkIn, checkOut].every((d) => fieldRule(GUEST_FIELDS.checkIn.rule).safeParse(d).success))
      return;
    if (checkOut < checkIn) {
      ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Must be on or after check-in' });
    } else if (daysBetween(checkIn, checkOut) > MAX_STAY_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['checkOut'],
        message: `Must be at most ${MAX_STAY_DAYS} days after check-in`,
      });
    }
  };
}

const requiredFor = (formFields: FormFields | null | undefined) =>
  GUEST_FIELD_KEYS.filter((key) => GUEST_FIELDS[key].requiredWhenShown && isFieldShown(formFields, key));

/** A guest as typed into the form: every field optional, rules on shape and length only. */
export const guestInputSchema = guestObject.superRefine(guestRules([], () => true));
export type GuestInput = z.infer<typeof guestInputSchema>;

/** Registry fields that must be filled when shown (email, phone, the dates and the MRZ extras are optional). */
export const REQUIRED_WHEN_SHOWN = GUEST_FIELD_KEYS.filter((key) => GUEST_FIELDS[key].requiredWhenShown);

/**
 * The registration schema for one hotel: fields the hotel shows (missing key or `true` in
 * `form_fields`) and marks required must be filled (docs/product.md#validation).
 * @param formFields the hotel's `form_fields` map; null/undefined means all shown
 */
export function guestSchemaFor(formFields: FormFields | null | undefined) {
  return guestObject.superRefine(guestRules(requiredFor(formFields), () => true));
}

/**
 * The fields an edit must keep filled: those the hotel shows and requires which hold a value now
 * (a guest registered while a field was hidden may lack it; editing the room must not force it),
 * and NOT NULL columns (check-in).
 * @param stored the guest's current values by field key
 */
export function editRequiredFields(
  formFields: FormFields | null | undefined,
  stored: Partial<Record<GuestFieldKey, unknown>>,
): GuestFieldKey[] {
  return GUEST_FIELD_KEYS.filter(
    (key) => GUEST_FIELDS[key].notNull || (requiredFor(formFields).includes(key) && Boolean(stored[key])),
  );
}

/**
 * The edit schema: the registration object made `.partial()` (a key left out is left unchanged),
 * with the same field rules and messages; a field of `required` that is sent cannot be emptied.
 * @param required usually `editRequiredFields(formFields, stored)`
 */
export function guestEditSchemaFor(required: readonly GuestFieldKey[]) {
  return guestObject
    .omit({ attachments: true })
    .partial()
    .superRefine(guestRules(required, (guest, key) => key in guest));
}
export type GuestEditInput = z.infer<ReturnType<typeof guestEditSchemaFor>>;

/**
 * What an edit sends: the fields whose value differs from the stored one, so an old free-text
 * nationality stays as it is until someone changes it. Check-in and check-out travel together when
 * either changed, so the stay rules compare both; a place travels with its country (the code rule
 * of docs/police-reports.md#guest-fields compares both).
 * @param values the form's values by field key; @param stored the same keys as loaded
 */
export function editedFields<T extends Partial<Record<GuestFieldKey, unknown>>>(values: T, stored: T): Partial<T> {
  const changed = (key: string) => values[key as keyof T] !== stored[key as keyof T];
  const pairs: string[][] = [['checkIn', 'checkOut'], ...PLACE_FIELDS.map(({ key, country }) => [key, country])];
  const travelling = new Set(pairs.filter((pair) => pair.some(changed)).flat());
  return Object.fromEntries(
    Object.entries(values).filter(([key]) => changed(key) || travelling.has(key)),
  ) as Partial<T>;
}

type Columns = { [column: string]: string | null };

/** Maps the fields present in `input` to their columns; empty text becomes null. */
export function toGuestColumns(input: GuestValues): Columns {
  const columns: Columns = {};
  for (const key of GUEST_FIELD_KEYS) {
    if (key in input) columns[GUEST_FIELDS[key].column] = input[key] || null;
  }
  return columns;
}

/** Row for `public.guests` as the caller inserts it (idempotency_key/created_by added by add-guest). */
export type GuestRow = {
  [column: string]: string | string[] | null;
  hotel_id: string;
  check_in: string;
  attachments: string[];
  created_from: 'webapp';
};

/**
 * Maps a validated guest to its `guests` row, applying the spec's submit defaults
 * (docs/product.md#guest-fields): empty text becomes null, check-in defaults to today (UTC date),
 * check-out to null, `created_from` is 'webapp'.
 * @param input output of `guestInputSchema`/`guestSchemaFor(...)`
 * @param hotelId the hotel's uuid
 */
export function toGuestRow(input: GuestInput, hotelId: string): GuestRow {
  const allFields = Object.fromEntries(GUEST_FIELD_KEYS.map((key) => [key, input[key] ?? null]));
  return {
    ...toGuestColumns(allFields),
    hotel_id: hotelId,
    check_in: input.checkIn || todayIso(),
    attachments: input.attachments ?? [],
    created_from: 'webapp',
  };
}

/**
 * The guest field a database refusal names: a check constraint `guests_<column>_…` (SQLSTATE
 * 23514) or a column in a NOT NULL message (23502). Stay-length checks name check-out.
 * @param text the constraint name or the error message
 * @returns the field key, or undefined when no field is named
 */
export function fieldForDatabaseError(text: string): GuestFieldKey | undefined {
  const byLength = [...GUEST_FIELD_KEYS].sort((a, b) => GUEST_FIELDS[b].column.length - GUEST_FIELDS[a].column.length);
  const constraint = /constraint "(guests_[a-z0-9_]+)"/.exec(text)?.[1] ?? text;
  const column = /column "([a-z0-9_]+)"/.exec(text)?.[1];
  if (column) return GUEST_FIELD_KEYS.find((key) => GUEST_FIELDS[key].column === column);
  if (/^guests_(stay|check_out)/.test(constraint)) return 'checkOut';
  return byLength.find((key) => constraint.startsWith(`guests_${GUEST_FIELDS[key].column}_`));
}
