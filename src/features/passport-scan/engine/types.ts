/**
 * Shapes of a passport-scan result (docs/product.md#passport-scan). Field names follow ICAO Doc 9303
 * Part 3 (document number, names, nationality, issuing state, dates, sex, optional/personal number).
 */

/**
 * MRZ formats: ICAO Doc 9303's TD1 (3×30), TD2 (2×36), TD3 (2×44), MRV-A (2×44), MRV-B (2×36), and
 * the French national identity card (2×36 in its own layout, `IDFRA…`, 1988–2021 model).
 */
export type MrzFormat = 'TD1' | 'TD2' | 'TD3' | 'MRVA' | 'MRVB' | 'FRENCH_ID';

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
  /**
   * False when more than one field's check digit fails, or the document code does not fit the
   * format: too much is wrong to fill anything (docs/passport-scan.md#fill-honestly).
   */
  reliable: boolean;
  fields: MrzFields;
  checks: MrzChecks;
  review: ReviewItem[];
  /** The document's expiry date is before today (a warning, not a block). */
  expired: boolean;
}

/** Greyscale pixels (1 byte each, row-major) of the MRZ band as the engine cut it from the photo. */
export interface BandImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * What a scan ends with: a result and the band it was read from (`B`: the engine's pixels, or the
 * PNG the worker makes of them), or no MRZ found in the image.
 */
export type ScanOutcome<B = BandImage> =
  { found: true; result: MrzScanResult; band: B | null } | { found: false; message: string };

export const NO_MRZ_MESSAGE =
  'No MRZ found. Take a sharper photo with the two or three lines of <<< characters at the bottom of the page fully in view.';

/** Shown, with the band as photographed, when a reading is not `reliable`; nothing is filled in. */
export const UNREADABLE_MESSAGE =
  'The MRZ could not be read reliably, so nothing was filled in. Retake the photo flat, in focus and without glare (the band below is what the camera saw), or type the details.';

/**
 * A character the engine is not sure of (0-based line and column): `doubtful` below the OCR's
 * repair threshold, `unsure` below its review threshold, `substituted` changed by a repair.
 */
export interface Doubt {
  line: number;
  column: number;
  kind: 'doubtful' | 'unsure' | 'substituted';
}

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
