/**
 * Passport scan (docs/product.md#passport-scan): the "Scan passport" control and the mapping of its
 * result onto the guest form. The OCR engine loads only inside the control's worker on first use.
 */
export { ScanPassportButton, type ScanPassportButtonProps } from './scan-passport-button.tsx';
export {
  toGuestValues,
  reviewFields,
  FORM_KEY,
  type GuestValuesFromScan,
  type GuestFormKey,
} from './to-guest-values.ts';
export {
  NO_MRZ_MESSAGE,
  type MrzScanResult,
  type MrzFields,
  type MrzChecks,
  type MrzFormat,
  type ReviewItem,
} from './types.ts';
