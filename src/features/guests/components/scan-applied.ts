/**
 * What a passport scan hands to the registration form (docs/product.md#passport-scan). The guests
 * feature does not import the passport-scan feature: the route maps the scan result to this shape.
 */

/** The nine form keys a scan can fill. */
export const SCAN_KEYS = [
  'passportNumber',
  'firstName',
  'lastName',
  'nationality',
  'dateOfBirth',
  'sex',
  'documentType',
  'issuingCountry',
  'documentExpiry',
] as const;

export type ScanKey = (typeof SCAN_KEYS)[number];

export type ScanApplied = {
  /** Values in the form's formats (ICAO codes, `YYYY-MM-DD`, sex F/M/X); `''` where nothing was read. */
  values: Record<ScanKey, string>;
  /** Fields to check against the page, each with the sentence to show under it. */
  review: { key: ScanKey; message: string }[];
  /** `YYYY-MM-DD` when the document has expired (a warning, not a block), else null. */
  expiredOn: string | null;
  /** The photo the scan read; becomes the first attachment where the hotel keeps images. */
  photo: File | null;
  /** The MRZ band as the camera saw it (a PNG `data:` URL), shown beside the fields to check against the page. */
  band: string | null;
};
