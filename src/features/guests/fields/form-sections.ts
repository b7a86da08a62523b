/**
 * How the registration form groups the guest fields (docs/product.md#guest-registration): the fields
 * the desk must fill come first, then a "Document" section with the five fields the passport scan
 * reads beyond name, number and nationality (all optional).
 */
import type { GuestFieldKey } from '@shared/guest-fields';
import { FIELD_ORDER, GUEST_FIELD_PRESENTATION } from './guest-field-presentation';

/** The Document section's fields, in screen order. */
export const DOCUMENT_SECTION: readonly GuestFieldKey[] = [
  'documentType',
  'issuingCountry',
  'documentExpiry',
  'dateOfBirth',
  'sex',
];

/** Fields that take a whole row on a phone (the form has two columns everywhere): long free text. */
export const WIDE_ON_PHONE: readonly GuestFieldKey[] = ['travelAgentName'];

/** The fields chosen from a list, whose value (stored or scanned) may be one the list lacks. */
export const SELECT_KEYS = FIELD_ORDER.filter((key) =>
  ['country', 'sex', 'documentType'].includes(GUEST_FIELD_PRESENTATION[key].input),
);

/** @param shown the fields the hotel shows @returns them split into the main part and the Document section */
export function formSections(shown: readonly GuestFieldKey[]) {
  return {
    main: shown.filter((key) => !DOCUMENT_SECTION.includes(key)),
    document: DOCUMENT_SECTION.filter((key) => shown.includes(key)),
  };
}
