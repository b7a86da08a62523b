/**
 * How guest fields read (docs/product.md#guest-fields), derived from the field registry's presentation: the rows of
 * the details table and printed registration card, and the display text of one field. Codes read as
 * names: countries in English, MRZ document codes and ICAO sex codes in words.
 */
import { countryName } from '@/lib/countries';
import { formatDate, formatDateTime, formatTime, orDash } from '@/lib/format';
import { shownCheckoutDate } from '../api/checkout-date';
import { GUEST_FIELDS, type GuestFieldKey } from '@shared/guest-fields';
import type { Guest } from '../api/guest-columns';
import {
  FIELD_ORDER,
  GUEST_FIELD_PRESENTATION,
  fieldLabel,
  type GuestFieldPresentation,
} from './guest-field-presentation';

/** ICAO Doc 9303 sex codes in words. */
export const SEX_NAMES: Readonly<Record<string, string>> = { F: 'Female', M: 'Male', X: 'Unspecified' };

/**
 * ICAO Doc 9303 document codes by their first letter (the second letter is the issuer's choice): P
 * passports (Part 4), I identity cards, A and C other official travel documents (Parts 5 and 6), V visas
 * (Part 7).
 */
const DOCUMENT_KINDS: Readonly<Record<string, string>> = {
  P: 'Passport',
  I: 'Identity card',
  A: 'Other travel document',
  C: 'Other travel document',
  V: 'Visa',
};

/** @param code an MRZ document code such as 'P', 'PP', 'ID', 'V' @returns e.g. 'Passport', or the code itself */
export const documentTypeName = (code: string) => DOCUMENT_KINDS[code.charAt(0)] ?? code;

/** The Document Type select: one kind each, stored as its one-letter MRZ code (docs/product.md#guest-fields). */
export const DOCUMENT_TYPE_OPTIONS: readonly { value: string; label: string }[] = ['P', 'I', 'V', 'A'].map((code) => ({
  value: code,
  label: documentTypeName(code),
}));

/** A select option for a code the list lacks: a scanned 'ID' reads 'Identity card (ID)', old free text as stored. */
export function extraOption(key: GuestFieldKey, value: string): { value: string; label: string } {
  const name = displayValue(key, value);
  return { value, label: name === value ? value : `${name} (${value})` };
}

/** The text of a stored value; '-' when empty. Unknown codes (e.g. old free-text nationality) read as stored. */
export function displayValue(key: GuestFieldKey, value: string | null | undefined): string {
  if (!value || !value.trim()) return '-';
  switch (GUEST_FIELD_PRESENTATION[key].display) {
    case 'date':
      return formatDate(value);
    case 'country':
      return countryName(value) ?? value;
    case 'sex':
      return SEX_NAMES[value] ?? value;
    case 'documentType':
      return documentTypeName(value);
    default:
      return orDash(value);
  }
}

/** One field of a guest row as text. */
export const guestFieldText = (guest: Guest, key: GuestFieldKey) => displayValue(key, guest[GUEST_FIELDS[key].column]);

/**
 * The list and CSV columns of one field: its label and text, and for a stay date (a field with a
 * server `stamp`) the stamp's time too. Check-in falls back to its stamp's date; check-out shows the
 * day the guest actually left once checked out (an early Checkout Now), else the planned date
 * (docs/product.md#guest-list).
 */
export function listColumnsOf(key: GuestFieldKey): [header: string, text: (guest: Guest) => string][] {
  const { label, time }: GuestFieldPresentation = GUEST_FIELD_PRESENTATION[key];
  if (!time) return [[label, (g) => guestFieldText(g, key)]];
  return [
    [
      label,
      (g) => formatDate(key === 'checkOut' ? shownCheckoutDate(g) : (g[GUEST_FIELDS[key].column] ?? g[time.stamp])),
    ],
    [time.label, (g) => formatTime(g[time.stamp])],
  ];
}

/** A field's label in the details; once the guest has left, check-out is the planned date. */
const detailLabel = (guest: Guest, key: GuestFieldKey) =>
  key === 'checkOut' && guest.checked_out_at ? 'Planned Check-Out' : fieldLabel(key);

/** The details table and registration card: every registry field, then the server's two stamps. */
export function guestFieldRows(guest: Guest): [label: string, value: string][] {
  return [
    ...FIELD_ORDER.map((key): [string, string] => [detailLabel(guest, key), guestFieldText(guest, key)]),
    ['Registered', formatDateTime(guest.registered_at)],
    ['Checked Out', formatDateTime(guest.checked_out_at)],
  ];
}

/** The dialog and card title: first and last name, or 'Guest'. */
export function guestFullName(g: Pick<Guest, 'first_name' | 'last_name'>): string {
  return [g.first_name, g.last_name].filter(Boolean).join(' ') || 'Guest';
}
