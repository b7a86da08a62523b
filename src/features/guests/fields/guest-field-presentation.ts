/**
 * The field registry's presentation layer: how each guest field of the data layer
 * (supabase/functions/_shared/guest-fields.ts) looks in the SPA (docs/product.md#guest-fields). Its one
 * label (form, Hotel Setup, details table, card, CSV header, list column), its input, how its value
 * reads, and for a stay date the server stamp whose time follows it in the list and the CSV. The
 * order of GUEST_FIELD_PRESENTATION is the order on every screen, the printed card and the CSV.
 * `satisfies Record<GuestFieldKey, …>` makes tsc name a data field that has no presentation yet.
 */
import { GUEST_FIELDS, type FormFieldKey, type GuestFieldKey } from '@shared/guest-fields';

/** The form control: a typed input, or a select of countries, of ICAO sex codes or of document kinds (MRZ codes). */
export type GuestFieldInputKind = 'text' | 'email' | 'tel' | 'date' | 'country' | 'sex' | 'documentType';
/** How a value reads on screen, on the card and in the CSV. */
export type GuestFieldDisplay = 'text' | 'date' | 'country' | 'sex' | 'documentType';

export interface GuestFieldPresentation {
  label: string;
  input: GuestFieldInputKind;
  display: GuestFieldDisplay;
  /** The server stamp whose time completes this date in the list and CSV, and that column's header. */
  time?: { stamp: 'registered_at' | 'checked_out_at'; label: string };
}

/** A field shown as its SQL type suggests (a date input and date display for date columns, text otherwise). */
const shown = (key: GuestFieldKey, label: string, extra: Partial<GuestFieldPresentation> = {}) => {
  const kind = GUEST_FIELDS[key].type === 'date' ? 'date' : 'text';
  return { label, input: kind, display: kind, ...extra } satisfies GuestFieldPresentation;
};

const country = { input: 'country', display: 'country' } as const;

export const GUEST_FIELD_PRESENTATION = {
  firstName: shown('firstName', 'First Name'),
  lastName: shown('lastName', 'Last Name'),
  passportNumber: shown('passportNumber', 'Passport Number'),
  nationality: shown('nationality', 'Nationality', country),
  dateOfBirth: shown('dateOfBirth', 'Date of Birth'),
  sex: shown('sex', 'Sex', { input: 'sex', display: 'sex' }),
  documentType: shown('documentType', 'Document Type', { input: 'documentType', display: 'documentType' }),
  issuingCountry: shown('issuingCountry', 'Issuing Country', country),
  documentExpiry: shown('documentExpiry', 'Document Expiry'),
  travelAgentName: shown('travelAgentName', 'Travel Agent Name'),
  checkIn: shown('checkIn', 'Check-In Date', { time: { stamp: 'registered_at', label: 'Check-In Time' } }),
  checkOut: shown('checkOut', 'Check-Out Date', { time: { stamp: 'checked_out_at', label: 'Check-Out Time' } }),
  room: shown('room', 'Room'),
  chauffeurName: shown('chauffeurName', 'Chauffeur Name'),
  chauffeurContact: shown('chauffeurContact', 'Chauffeur Contact', { input: 'tel' }),
  email: shown('email', 'Email', { input: 'email' }),
  phone: shown('phone', 'Phone', { input: 'tel' }),
} satisfies Record<GuestFieldKey, GuestFieldPresentation>;

/** Every field in screen order: forms, details table, printed card and CSV. */
export const FIELD_ORDER = Object.keys(GUEST_FIELD_PRESENTATION) as GuestFieldKey[];

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

/** The field's one label. */
export const fieldLabel = (key: GuestFieldKey): string => GUEST_FIELD_PRESENTATION[key].label;

/** Hotel Setup's checkboxes (docs/product.md#hotel-setup): the fields a hotel can hide, in screen order. */
export const FIELD_TOGGLES: readonly { key: FormFieldKey; label: string }[] = FIELD_ORDER.filter(
  (key) => GUEST_FIELDS[key].toggleable,
).map((key) => ({ key, label: fieldLabel(key) }));
