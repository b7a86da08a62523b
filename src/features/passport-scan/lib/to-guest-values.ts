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

/** Form values from a scan result (names already in readable capitalisation, dates ISO). */
export function toGuestValues(result: MrzScanResult): GuestValuesFromScan {
  const { fields } = result;
  return {
    passportNumber: fields.documentNumber ?? '',
    firstName: fields.givenNames ?? '',
    lastName: fields.surname ?? '',
    nationality: fields.nationality ?? '',
    dateOfBirth: fields.birthDate ?? '',
    sex: fields.sex ?? '',
    documentType: documentKind(fields.documentType),
    issuingCountry: fields.issuingState ?? '',
    documentExpiry: fields.expiryDate ?? '',
  };
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
