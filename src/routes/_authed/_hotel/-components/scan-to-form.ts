/**
 * Adapter from a passport-scan result to what the registration form applies
 * (docs/product.md#passport-scan). Lives with the route because features do not import each other.
 */
import { FORM_KEY, toGuestValues } from '@/features/passport-scan/lib/to-guest-values';
import type { MrzScanResult } from '@/features/passport-scan/engine/types';
import { SCAN_KEYS, type ScanApplied, type ScanKey } from '@/features/guests/lib/scan-applied';
import { fieldLabel } from '@/features/guests/fields/guest-field-presentation';
import { GUEST_FIELDS } from '@shared/guest-fields';
import { fieldRule } from '@shared/guest-field-rules';

const CHECKED: { check: keyof MrzScanResult['checks']; key: ScanKey }[] = [
  { check: 'documentNumber', key: 'passportNumber' },
  { check: 'birthDate', key: 'dateOfBirth' },
  { check: 'expiryDate', key: 'documentExpiry' },
];

/** Lowercases the first letter, so the engine's reason reads on after "Check the X: ". */
const continueSentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * @param result the engine's result; `photo` the image it was read from (null when unknown); `band`
 *   the MRZ band as photographed (a PNG `data:` URL, null when the engine gave none).
 * @returns form values, one review sentence per field to check, and the expiry date when expired.
 */
export function scanToForm(result: MrzScanResult, photo: File | null, band: string | null = null): ScanApplied {
  // The registry stores the MRZ document code itself (`P`, `I`, `ID`, `V`…), not the engine's kind.
  const values = { ...toGuestValues(result), documentType: result.fields.documentType ?? '' };
  const review: ScanApplied['review'] = [];
  const add = (key: ScanKey, message: string) => {
    if (!review.some((item) => item.key === key)) review.push({ key, message });
  };
  // A value the registry would refuse (e.g. ICAO's specimen state `UTO`) is left for the desk to choose.
  for (const key of SCAN_KEYS) {
    const read = values[key];
    const checked = fieldRule(GUEST_FIELDS[key].rule).safeParse(read);
    if (read && !checked.success) {
      values[key] = '';
      add(
        key,
        `Check the ${fieldLabel(key)}: the scan read "${read}", which is not accepted. ${checked.error.issues[0]?.message ?? ''}.`,
      );
    }
  }
  for (const { check, key } of CHECKED)
    if (result.checks[check] === false) add(key, `Check the ${fieldLabel(key)}: its check digit does not match.`);
  for (const { field, reason } of result.review) {
    const key = FORM_KEY[field];
    if (key) add(key, `Check the ${fieldLabel(key)}: ${continueSentence(reason)}`);
  }
  return { values, review, expiredOn: result.expired ? values.documentExpiry || null : null, photo, band };
}
