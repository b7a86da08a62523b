/**
 * The guest field registry: each guest field described once (docs/product.md#guest-fields). The
 * registration and edit schemas, hotel-setup toggles, details table, printed registration card, CSV,
 * list columns, add-guest's insert row and the update path are all derived from this list.
 * Order here is the order on every screen. `maxLength` equals the column's SQL check
 * `char_length(col) <= N` (a test compares them); date bounds match the SQL range checks.
 */
import {
  codeRule,
  countryCodeRule,
  dateRule,
  emailRule,
  phoneRule,
  textRule,
  type DateBounds,
  type FieldRule,
} from './guest-field-rules.ts';

/** How a value reads on screen, on the card and in the CSV. */
export type GuestFieldDisplay = 'text' | 'date' | 'country' | 'sex' | 'documentType';

export interface GuestField {
  /** Column in `public.guests`. */
  column: string;
  /** The one label: form, hotel setup, details table, card, CSV header and list column. */
  label: string;
  input: 'text' | 'email' | 'tel' | 'date' | 'country' | 'sex';
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
  rule: FieldRule;
  display: GuestFieldDisplay;
  /** The server stamp whose time completes this date in the list and CSV (`<label> Time` column). */
  stamp?: { column: 'registered_at' | 'checked_out_at'; timeLabel: string };
}

/** Check-in and check-out (docs/product.md#guest-fields); the SQL range checks on the stay dates use the same numbers. */
export const STAY_DATES: DateBounds = { min: '2000-01-01', max: '2100-12-31' };
/** Longest stay: check-out minus check-in, in days. */
export const MAX_STAY_DAYS = 366;
/** Date of birth: not before 1900-01-01, not in the future. */
export const BIRTH_DATES: DateBounds = { min: '1900-01-01', max: 'today' };
/** Document expiry: any plausible date. */
export const EXPIRY_DATES: DateBounds = { min: '1900-01-01', max: '2100-12-31' };

/** One field of `column`: the kind's defaults (`kind`), then the field's own `extra` settings. */
const field = <C extends string>(
  column: C,
  label: string,
  kind: Omit<GuestField, 'column' | 'label'>,
  extra: Partial<GuestField>,
): GuestField & { column: C } => ({ label, ...kind, ...extra, column });

const text = <C extends string>(column: C, label: string, maxLength: number, extra: Partial<GuestField> = {}) =>
  field(
    column,
    label,
    {
      input: 'text',
      toggleable: true,
      requiredWhenShown: true,
      maxLength,
      rule: textRule(maxLength),
      display: 'text',
    },
    extra,
  );

const date = <C extends string>(column: C, label: string, dateBounds: DateBounds, extra: Partial<GuestField> = {}) =>
  field(
    column,
    label,
    {
      input: 'date',
      toggleable: true,
      requiredWhenShown: false,
      dateBounds,
      rule: dateRule(dateBounds),
      display: 'date',
    },
    extra,
  );

const optional = { requiredWhenShown: false } as const;

export const GUEST_FIELDS = {
  firstName: text('first_name', 'First Name', 100),
  lastName: text('last_name', 'Last Name', 100),
  passportNumber: text('passport_number', 'Passport Number', 50),
  // Old guests keep free text (up to 100 characters in SQL); new writes must be an ICAO code.
  nationality: text('nationality', 'Nationality', 100, {
    input: 'country',
    rule: countryCodeRule(),
    display: 'country',
  }),
  dateOfBirth: date('date_of_birth', 'Date of Birth', BIRTH_DATES),
  sex: text('sex', 'Sex', 1, {
    ...optional,
    input: 'sex',
    rule: codeRule(/^[FMX]?$/, 1, 'F, M or X (ICAO Doc 9303)'),
    display: 'sex',
  }),
  documentType: text('document_type', 'Document Type', 2, {
    ...optional,
    rule: codeRule(
      /^(?:[ACIPV][A-Z]?)?$/,
      2,
      'an MRZ document code: P, I, A, C or V, optionally followed by one more letter',
    ),
    display: 'documentType',
  }),
  issuingCountry: text('issuing_country', 'Issuing Country', 3, {
    ...optional,
    input: 'country',
    rule: countryCodeRule(),
    display: 'country',
  }),
  documentExpiry: date('document_expiry', 'Document Expiry', EXPIRY_DATES),
  travelAgentName: text('travel_agent_name', 'Travel Agent Name', 200),
  checkIn: date('check_in', 'Check-In Date', STAY_DATES, {
    notNull: true,
    stamp: { column: 'registered_at', timeLabel: 'Check-In Time' },
  }),
  checkOut: date('check_out', 'Check-Out Date', STAY_DATES, {
    stamp: { column: 'checked_out_at', timeLabel: 'Check-Out Time' },
  }),
  room: text('room', 'Room', 50),
  chauffeurName: text('chauffeur_name', 'Chauffeur Name', 100),
  chauffeurContact: text('chauffeur_contact', 'Chauffeur Contact', 100, { input: 'tel' }),
  email: text('email', 'Email', 254, { ...optional, toggleable: false, input: 'email', rule: emailRule() }),
  phone: text('phone', 'Phone', 50, { ...optional, toggleable: false, input: 'tel', rule: phoneRule(50) }),
} satisfies Record<string, GuestField>;

export type GuestFieldKey = keyof typeof GUEST_FIELDS;
/** The `public.guests` columns the registry describes. */
export type GuestFieldColumn = (typeof GUEST_FIELDS)[GuestFieldKey]['column'];
export const GUEST_FIELD_KEYS = Object.keys(GUEST_FIELDS) as GuestFieldKey[];

/** The fields a hotel can show or hide: the keys of `hotels.form_fields`. */
export const FORM_FIELD_KEYS = GUEST_FIELD_KEYS.filter((key) => GUEST_FIELDS[key].toggleable);
export type FormFieldKey = GuestFieldKey;
/** `hotels.form_fields`: a missing key counts as shown (docs/product.md#guest-fields). */
export type FormFields = Partial<Record<FormFieldKey, boolean>>;

/** The guest list's field columns, in the list's order (docs/product.md#guest-list). */
export const LIST_COLUMNS: readonly GuestFieldKey[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'room',
  'checkIn',
  'checkOut',
];

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

/** A field missing from the map counts as shown; email and phone are always shown. */
export function isFieldShown(fields: FormFields | null | undefined, key: GuestFieldKey): boolean {
  return !GUEST_FIELDS[key].toggleable || fields?.[key] !== false;
}

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
