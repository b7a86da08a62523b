/**
 * The guest field registry's data layer: each guest field's data rules, described once
 * (docs/product.md#guest-fields) and read by the edge functions (Deno) and the SPA alike: the column, its
 * SQL type, whether a hotel can hide it, whether it must be filled, its rule (as data) and its bounds. The
 * registration and edit schemas (guest-schema.ts), add-guest's insert row, the update path and the
 * `hotels.form_fields` keys come from it. How a field looks (label, input, list column, display, print
 * and CSV order) is the SPA's: src/features/guests/fields/guest-field-presentation.ts.
 * `maxLength` equals the column's SQL check `char_length(col) <= N` and date bounds the SQL range
 * checks (guest-fields.test.ts compares them with the migrations).
 */
/** Inclusive ISO date bounds; `'today'` is evaluated at validation time. */
export type DateBounds = { min: string; max: string | 'today' };

/**
 * How a field's typed value is checked, as data: guest-field-rules.ts builds the zod rule from it
 * (`fieldRule`). Data rather than a zod schema so that pages which only list or show guests load the
 * registry without zod (docs/architecture.md#performance).
 */
export type FieldRuleSpec =
  | { kind: 'text'; max: number }
  | { kind: 'date'; bounds: DateBounds }
  /** An ICAO Doc 9303 Part 3 country code. */
  | { kind: 'country' }
  /** Upper-cased text of at most `max` characters matching `pattern`; `describe` names the codes. */
  | { kind: 'code'; pattern: RegExp; max: number; describe: string }
  | { kind: 'phone'; max: number }
  | { kind: 'email' };

export interface GuestField {
  /** Column in `public.guests`. */
  column: string;
  /** The column's SQL type. */
  type: 'text' | 'date';
  /** A hotel can hide it (a key of `hotels.form_fields`); the others are always shown. */
  toggleable: boolean;
  /** Must be filled when shown (registration) and cannot be emptied (edit). */
  requiredWhenShown: boolean;
  /** The column is NOT NULL: an edit cannot empty it even though registration defaults it. */
  notNull?: boolean;
  /** Same N as the SQL check `char_length(col) <= N`. */
  maxLength?: number;
  /** Inclusive date bounds (date fields), the same as the SQL range check. */
  dateBounds?: DateBounds;
  /**
   * Hidden unless the hotel switches it on (a `form_fields` key set to true): the fields the police
   * reports need, added after hotels had set up their forms (docs/police-reports.md#guest-fields).
   */
  hiddenByDefault?: boolean;
  /**
   * A place whose form depends on a country field of the same guest (docs/police-reports.md#guest-fields):
   * in Italy the 9-digit Alloggiati comune code, in Spain the 5-digit INE municipality code, elsewhere
   * the name in words. The SQL check `guests_<column>_code` says the same.
   */
  placeOf?: GuestFieldKeyOfCountry;
  rule: FieldRuleSpec;
}

/** Check-in and check-out (docs/product.md#guest-fields); the SQL range checks on the stay dates use the same numbers. */
export const STAY_DATES: DateBounds = { min: '2000-01-01', max: '2100-12-31' };
/** Longest stay: check-out minus check-in, in days. */
export const MAX_STAY_DAYS = 366;
/** Date of birth: not before 1900-01-01, not in the future. */
export const BIRTH_DATES: DateBounds = { min: '1900-01-01', max: 'today' };
/** Document expiry: any plausible date. */
export const EXPIRY_DATES: DateBounds = { min: '1900-01-01', max: '2100-12-31' };

/** A text column of at most `maxLength` characters: toggleable and required when shown unless `extra` says otherwise. */
const text = <C extends string>(column: C, maxLength: number, extra: Partial<GuestField> = {}) => ({
  type: 'text' as const,
  toggleable: true,
  requiredWhenShown: true,
  maxLength,
  rule: { kind: 'text', max: maxLength } as FieldRuleSpec,
  ...extra,
  column,
});

/** An optional date column within `dateBounds`, toggleable. */
const date = <C extends string>(column: C, dateBounds: DateBounds, extra: Partial<GuestField> = {}) => ({
  type: 'date' as const,
  toggleable: true,
  requiredWhenShown: false,
  dateBounds,
  rule: { kind: 'date', bounds: dateBounds } as FieldRuleSpec,
  ...extra,
  column,
});

const country: FieldRuleSpec = { kind: 'country' };
const code = (pattern: RegExp, max: number, describe: string): FieldRuleSpec => ({
  kind: 'code',
  pattern,
  max,
  describe,
});

const optional = { requiredWhenShown: false } as const;
/** The police reports' fields: optional and off until the hotel shows them. */
const authority = { requiredWhenShown: false, hiddenByDefault: true } as const;
/** The country fields a place field can depend on. */
type GuestFieldKeyOfCountry = 'birthCountry' | 'residenceCountry' | 'issuingCountry';

export const GUEST_FIELDS = {
  firstName: text('first_name', 100),
  lastName: text('last_name', 100),
  passportNumber: text('passport_number', 50),
  // Old guests keep free text (up to 100 characters in SQL); new writes must be an ICAO code.
  nationality: text('nationality', 100, { rule: country }),
  dateOfBirth: date('date_of_birth', BIRTH_DATES),
  sex: text('sex', 1, { ...optional, rule: code(/^[FMX]?$/, 1, 'F, M or X (ICAO Doc 9303)') }),
  documentType: text('document_type', 2, {
    ...optional,
    rule: code(
      /^(?:[ACIPV][A-Z]?)?$/,
      2,
      'an MRZ document code: P, I, A, C or V, optionally followed by one more letter',
    ),
  }),
  issuingCountry: text('issuing_country', 3, { ...optional, rule: country }),
  documentExpiry: date('document_expiry', EXPIRY_DATES),
  travelAgentName: text('travel_agent_name', 200),
  checkIn: date('check_in', STAY_DATES, { notNull: true }),
  checkOut: date('check_out', STAY_DATES),
  room: text('room', 50),
  chauffeurName: text('chauffeur_name', 100),
  chauffeurContact: text('chauffeur_contact', 100),
  email: text('email', 254, { ...optional, toggleable: false, rule: { kind: 'email' } }),
  phone: text('phone', 50, { ...optional, toggleable: false, rule: { kind: 'phone', max: 50 } }),
  // What the police reports ask beyond the above (docs/police-reports.md#guest-fields).
  secondLastName: text('second_last_name', 100, authority),
  birthCountry: text('birth_country', 3, { ...authority, rule: country }),
  birthPlace: text('birth_place', 100, { ...authority, placeOf: 'birthCountry' }),
  residenceAddress: text('residence_address', 100, authority),
  residenceCity: text('residence_city', 100, { ...authority, placeOf: 'residenceCountry' }),
  residencePostcode: text('residence_postcode', 20, {
    ...authority,
    rule: code(/^[A-Z0-9 -]*$/, 20, 'a postcode: letters, digits, spaces and hyphens'),
  }),
  residenceCountry: text('residence_country', 3, { ...authority, rule: country }),
  documentIssuePlace: text('document_issue_place', 100, { ...authority, placeOf: 'issuingCountry' }),
  documentSupport: text('document_support', 9, {
    ...authority,
    rule: code(/^[A-Z0-9]*$/, 9, 'the support number printed on a Spanish ID or residence card (letters and digits)'),
  }),
} satisfies Record<string, GuestField>;

export type GuestFieldKey = keyof typeof GUEST_FIELDS;
/** The `public.guests` columns the registry describes. */
export type GuestFieldColumn = (typeof GUEST_FIELDS)[GuestFieldKey]['column'];
export const GUEST_FIELD_KEYS = Object.keys(GUEST_FIELDS) as GuestFieldKey[];

/** The fields a hotel can show or hide: the keys of `hotels.form_fields`. */
export const FORM_FIELD_KEYS = GUEST_FIELD_KEYS.filter((key) => GUEST_FIELDS[key].toggleable);
export type FormFieldKey = GuestFieldKey;
/** `hotels.form_fields`: a missing key counts as shown, or hidden for a `hiddenByDefault` field (docs/product.md#guest-fields). */
export type FormFields = Partial<Record<FormFieldKey, boolean>>;

/** Columns of `public.guests` that are not guest fields: keys, server stamps, bookkeeping, the legal hold (set from the details dialog, docs/product.md#data-protection). */
export const SYSTEM_COLUMNS = [
  'id',
  'hotel_id',
  'registered_at',
  'checked_out_at',
  'attachments',
  'created_from',
  'created_by',
  'idempotency_key',
  'idempotency_fingerprint',
  'legal_hold',
  // The guest's stay (docs/architecture.md#stays): set by add-guest's `stay` part, not by a form field.
  'stay_id',
  'stay_role',
  'relationship',
  'created_at',
  'updated_at',
] as const;

/** A field missing from the map counts as shown (hidden when `hiddenByDefault`); email and phone are always shown. */
export function isFieldShown(fields: FormFields | null | undefined, key: GuestFieldKey): boolean {
  const field: GuestField = GUEST_FIELDS[key];
  return !field.toggleable || (fields?.[key] ?? !field.hiddenByDefault);
}

/** The Alloggiati comune code (9 digits) and INE municipality code (5 digits) a place holds in Italy and Spain. */
export const PLACE_CODES: Readonly<Record<string, { pattern: RegExp; name: string }>> = {
  ITA: { pattern: /^\d{9}$/, name: 'an Italian comune from the list' },
  ESP: { pattern: /^\d{5}$/, name: 'a Spanish municipality from the list' },
};

/** @returns the country field a place field depends on, or undefined for any other field */
export const placeCountryOf = (key: GuestFieldKey): GuestFieldKey | undefined =>
  (GUEST_FIELDS[key] as GuestField).placeOf;

/** The place fields with the country field each depends on. */
export const PLACE_FIELDS = (Object.keys(GUEST_FIELDS) as GuestFieldKey[]).flatMap((key) => {
  const country = (GUEST_FIELDS[key] as GuestField).placeOf;
  return country ? [{ key, country }] : [];
});

/** Reads `hotels.form_fields` (jsonb) defensively: only the registry's toggleable keys, only booleans. */
export function parseFormFields(raw: unknown): FormFields {
  const out: FormFields = {};
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const key of FORM_FIELD_KEYS) {
      const v = (raw as Record<string, unknown>)[key];
      if (typeof v === 'boolean') out[key] = v;
    }
  }
  return out;
}
