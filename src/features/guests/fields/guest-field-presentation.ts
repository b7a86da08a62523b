/**
 * The field registry's presentation layer: how each guest field of the data layer
 * (supabase/functions/_shared/guest-fields.ts) looks in the SPA (docs/product.md#guest-fields). Its one
 * label (form, Hotel Setup, details table, card, CSV header, list column) and the screen order come from
 * supabase/functions/_shared/guest-field-labels.ts, which the PDF registration card prints too; here are
 * its input, how its value reads, and for a stay date the server stamp whose time follows it in the list
 * and the CSV. FIELD_ORDER is the order on every screen, the printed card and the CSV.
 * `satisfies Record<GuestFieldKey, …>` makes tsc name a data field that has no presentation yet.
 */
import { GUEST_FIELD_LABELS, GUEST_FIELD_ORDER } from '@shared/guest-field-labels';
import { GUEST_FIELDS, type FormFieldKey, type GuestFieldKey } from '@shared/guest-fields';

/** The form control: a typed input, or a select of countries, of ICAO sex codes or of document kinds (MRZ codes). */
export type GuestFieldInputKind = 'text' | 'email' | 'tel' | 'date' | 'country' | 'sex' | 'documentType' | 'place';
/** How a value reads on screen, on the card and in the CSV. */
export type GuestFieldDisplay = 'text' | 'date' | 'country' | 'sex' | 'documentType' | 'place';

export interface GuestFieldPresentation {
  label: string;
  input: GuestFieldInputKind;
  display: GuestFieldDisplay;
  /** The server stamp whose time completes this date in the list and CSV, and that column's header. */
  time?: { stamp: 'registered_at' | 'checked_out_at'; label: string };
}

/** A field with its shared label, shown as its SQL type suggests (a date input and date display for date columns, text otherwise). */
const shown = (key: GuestFieldKey, extra: Partial<GuestFieldPresentation> = {}) => {
  const kind = GUEST_FIELDS[key].type === 'date' ? 'date' : 'text';
  return { label: GUEST_FIELD_LABELS[key], input: kind, display: kind, ...extra } satisfies GuestFieldPresentation;
};

const country = { input: 'country', display: 'country' } as const;
/** A place chosen from Italy's comuni or Spain's municipalities, typed elsewhere (place-input.tsx). */
const place = { input: 'place', display: 'place' } as const;

export const GUEST_FIELD_PRESENTATION = {
  firstName: shown('firstName'),
  lastName: shown('lastName'),
  secondLastName: shown('secondLastName'),
  passportNumber: shown('passportNumber'),
  nationality: shown('nationality', country),
  dateOfBirth: shown('dateOfBirth'),
  birthCountry: shown('birthCountry', country),
  birthPlace: shown('birthPlace', place),
  sex: shown('sex', { input: 'sex', display: 'sex' }),
  documentType: shown('documentType', { input: 'documentType', display: 'documentType' }),
  issuingCountry: shown('issuingCountry', country),
  documentExpiry: shown('documentExpiry'),
  documentIssuePlace: shown('documentIssuePlace', place),
  documentSupport: shown('documentSupport'),
  travelAgentName: shown('travelAgentName'),
  checkIn: shown('checkIn', { time: { stamp: 'registered_at', label: 'Check-In Time' } }),
  checkOut: shown('checkOut', { time: { stamp: 'checked_out_at', label: 'Check-Out Time' } }),
  room: shown('room'),
  chauffeurName: shown('chauffeurName'),
  chauffeurContact: shown('chauffeurContact', { input: 'tel' }),
  email: shown('email', { input: 'email' }),
  phone: shown('phone', { input: 'tel' }),
  residenceAddress: shown('residenceAddress'),
  residenceCountry: shown('residenceCountry', country),
  residenceCity: shown('residenceCity', place),
  residencePostcode: shown('residencePostcode'),
} satisfies Record<GuestFieldKey, GuestFieldPresentation>;

/** Every field in screen order: forms, details table, printed card and CSV. */
export const FIELD_ORDER = GUEST_FIELD_ORDER;

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
