/**
 * Maps a scan result onto the guest registration form's keys (docs/product.md#guest-fields), and
 * the scan's review list onto the form fields to mark for review.
 */
import type { MrzFields, MrzScanResult } from '../engine/types.ts';

/** Values for the registration form; a field the scan could not read is `''` (leave it to the user). */
export interface GuestValuesFromScan {
  passportNumber: string;
  firstName: string;
  lastName: string;
  /** ICAO three-letter code, e.g. `DEU`, `UTO`. */
  nationality: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth: string;
  sex: 'F' | 'M' | 'X' | '';
  documentType: 'Passport' | 'Identity card' | 'Visa' | 'Other' | '';
  /** ICAO three-letter code of the issuing state or organisation. */
  issuingCountry: string;
  /** `YYYY-MM-DD`. */
  documentExpiry: string;
  /** Spanish documents: the second of exactly two surnames (SES apellido2). */
  secondLastName: string;
  /** Spanish ID cards: the card's own number, SES soporteDocumento (the NIF goes to passportNumber). */
  documentSupport: string;
}

export type GuestFormKey = keyof GuestValuesFromScan;

/** The form key each MRZ field fills (null: the form has no such field). */
export const FORM_KEY: Record<keyof MrzFields, GuestFormKey | null> = {
  documentNumber: 'passportNumber',
  surname: 'lastName',
  givenNames: 'firstName',
  nationality: 'nationality',
  issuingState: 'issuingCountry',
  birthDate: 'dateOfBirth',
  sex: 'sex',
  expiryDate: 'documentExpiry',
  documentType: 'documentType',
  personalNumber: null,
};

/** ICAO Doc 9303 Part 3 §4.2.2: the first letter of the document code names the kind of document. */
function documentKind(code: string | null): GuestValuesFromScan['documentType'] {
  if (!code) return '';
  if (code.startsWith('P')) return 'Passport';
  if (code.startsWith('V')) return 'Visa';
  if (/^[ACI]/.test(code)) return 'Identity card';
  return 'Other';
}

/** A Spanish NIF (8 digits and a letter) or NIE (X, Y or Z, 7 digits and a letter). */
const NIF_OR_NIE = /^[0-9XYZ][0-9]{7}[A-Z]$/;

/**
 * What a Spanish document's MRZ carries beyond the ICAO fields (docs/police-reports.md#guest-fields):
 * Spaniards have two surnames, written `GARCIA<LOPEZ` in the primary identifier, and an ID card
 * (DNI/NIE card, TD1) prints its support number as the document number and the NIF or NIE in the
 * optional data. The surnames are split only when there are exactly two words (a compound surname,
 * `DE<LA<FUENTE<GARCIA`, cannot be split from the MRZ alone).
 */
function spanishValues(fields: MrzScanResult['fields']) {
  const surnames = (fields.surname ?? '').split(' ').filter(Boolean);
  const twoSurnames = surnames.length === 2;
  const nif = fields.personalNumber ?? '';
  const idCard = /^[ACI]/.test(fields.documentType ?? '') && NIF_OR_NIE.test(nif);
  return {
    ...(twoSurnames && { lastName: surnames[0], secondLastName: surnames[1] }),
    ...(idCard && { passportNumber: nif, documentSupport: fields.documentNumber ?? '' }),
  };
}

/** Form values from a scan result (names already in readable capitalisation, dates ISO). */
export function toGuestValues(result: MrzScanResult): GuestValuesFromScan {
  const { fields } = result;
  const values: GuestValuesFromScan = {
    passportNumber: fields.documentNumber ?? '',
    firstName: fields.givenNames ?? '',
    lastName: fields.surname ?? '',
    nationality: fields.nationality ?? '',
    dateOfBirth: fields.birthDate ?? '',
    sex: fields.sex ?? '',
    documentType: documentKind(fields.documentType),
    issuingCountry: fields.issuingState ?? '',
    documentExpiry: fields.expiryDate ?? '',
    secondLastName: '',
    documentSupport: '',
  };
  return fields.issuingState === 'ESP' ? { ...values, ...spanishValues(fields) } : values;
}

/** Form fields to mark for review, each with the reason to show next to it. */
export function reviewFields(result: MrzScanResult): { key: GuestFormKey; reason: string }[] {
  const marks: { key: GuestFormKey; reason: string }[] = [];
  for (const { field, reason } of result.review) {
    const key = FORM_KEY[field];
    if (key && !marks.some((mark) => mark.key === key)) marks.push({ key, reason });
  }
  if (result.expired && !marks.some((mark) => mark.key === 'documentExpiry'))
    marks.push({
      key: 'documentExpiry',
      reason: 'This document has expired: registration may go ahead, but tell the guest.',
    });
  return marks;
}
