/**
 * Shapes of a passport-scan result (docs/product.md#passport-scan). Field names follow ICAO Doc 9303
 * Part 3 (document number, names, nationality, issuing state, dates, sex, optional/personal number).
 */

/** ICAO Doc 9303 MRZ formats: TD1 (3×30), TD2 (2×36), TD3 (2×44), MRV-A (2×44), MRV-B (2×36). */
export type MrzFormat = 'TD1' | 'TD2' | 'TD3' | 'MRVA' | 'MRVB';

export interface MrzFields {
  documentNumber: string | null;
  surname: string | null;
  givenNames: string | null;
  nationality: string | null;
  issuingState: string | null;
  /** ISO date `YYYY-MM-DD`. */
  birthDate: string | null;
  sex: 'F' | 'M' | 'X' | null;
  /** ISO date `YYYY-MM-DD`. */
  expiryDate: string | null;
  /** Document code as printed, e.g. `P`, `PO`, `ID`, `V`. */
  documentType: string | null;
  personalNumber: string | null;
}

/** Check-digit outcome per checked field; `null` where the format has no such check digit. */
export interface MrzChecks {
  documentNumber: boolean | null;
  birthDate: boolean | null;
  expiryDate: boolean | null;
  personalNumber: boolean | null;
  composite: boolean | null;
}

/** A field the user must look at, with a reason a person can act on. */
export interface ReviewItem {
  field: keyof MrzFields;
  reason: string;
}

export interface MrzScanResult {
  format: MrzFormat;
  /** The MRZ lines as finally read (after structural repair), one string per line. */
  lines: string[];
  /** True when every check digit of the format is valid and every field parses. */
  valid: boolean;
  fields: MrzFields;
  checks: MrzChecks;
  review: ReviewItem[];
  /** The document's expiry date is before today (a warning, not a block). */
  expired: boolean;
}

/** What a scan ends with: a result, or no MRZ found in the image. */
export type ScanOutcome = { found: true; result: MrzScanResult } | { found: false; message: string };

export const NO_MRZ_MESSAGE =
  'No MRZ found. Take a sharper photo with the two or three lines of <<< characters at the bottom of the page fully in view.';

/** One recognised character with its OCR confidence (0–100). */
export interface OcrSymbol {
  text: string;
  confidence: number;
  /** Centre x and y in pixels of the recognised image. */
  x: number;
  y: number;
  width: number;
  height: number;
}
