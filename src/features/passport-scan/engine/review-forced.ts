/**
 * Doubts the MRZ's own layout settles (docs/passport-scan.md#fill-honestly): a character the OCR
 * was doubtful of needs no review when the layout leaves it only one legal reading, or another
 * part of the MRZ confirms it. Each rule names what would have to go wrong for a wrong value to pass
 * unmarked; docs/passport-scan.md gives the estimate for each.
 */
import type { Details } from 'mrz';
import type { MrzChecks } from './types.ts';

const detailOf = (details: Details[], field: string) => details.find((detail) => detail.field === field);

/**
 * True when the sex character needs no review although the OCR doubted it: it is a legal value
 * (`F`, `M` or `<`: ICAO Doc 9303 Part 3 §4.2.2, as the `mrz` package checks it), and the checked
 * fields on either side of it on the same line pass their check digits (the birth date before it;
 * after it the expiry date, or on the French identity card, which has none, the final composite
 * digit), so the grid put it in the right column. `F`, `M` and `<` are no OCR-B look-alikes of one
 * another (repair.ts's table), so a misread of the sex lands on an illegal letter, which is marked.
 */
export function sexPinned(details: Details[], checks: MrzChecks): boolean {
  if (!detailOf(details, 'sex')?.valid) return false;
  if (checks.birthDate !== true) return false;
  return checks.expiryDate === true || (checks.expiryDate === null && checks.composite === true);
}

/**
 * True when the document code's first character is legal for the MRZ's shape, which leaves it one
 * reading: a TD1 card starts with `A`, `C` or `I` (ICAO Doc 9303 Part 5 §4.2.2); a 2 × 36 MRZ with
 * one of those or `V` (Parts 6 and 7); a 2 × 44 MRZ with `P` or `V` (Parts 4 and 7). None of these
 * letters is an OCR-B look-alike of another in its set. The second character is the issuer's choice
 * (a letter, `<`, or on US cards a digit), so a doubt there stays marked.
 */
export function legalCodeStart(lines: string[]): boolean {
  const first = lines[0]?.charAt(0) ?? '';
  const legal = lines.length === 3 ? 'ACI' : lines[0]?.length === 36 ? 'ACIV' : 'PV';
  return first !== '' && legal.includes(first);
}

/**
 * True when a country code the OCR doubted a letter of is an ICAO code and equal to the MRZ's other
 * country code (issuing state and nationality are printed apart, on different lines or far apart on
 * one): for a misread to pass, it would have to turn the code into exactly the other code of this
 * document, a real code, when the two differ. The French identity card has no nationality field.
 */
export function codeConfirmedByOther(
  lines: string[],
  details: Details[],
  field: 'nationality' | 'issuingState',
): boolean {
  const code = (name: string) => {
    const detail = detailOf(details, name);
    return detail?.valid ? lines[detail.line].slice(detail.start, detail.end) : null;
  };
  const own = code(field);
  return own !== null && own === code(field === 'nationality' ? 'issuingState' : 'nationality');
}
