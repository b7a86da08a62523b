/**
 * Which fields of a reading a person must check, and why (docs/passport-scan.md#fill-honestly). A
 * field is marked only when something about it is actually doubtful: its check digit fails; a
 * repair changed one of its characters; or a character the OCR was unsure of sits where no check
 * digit can confirm it (names, country codes, sex, document code, and in the document number the
 * look-alikes the 7-3-1 sum cannot tell apart). A field its check digit confirms is not marked, nor
 * one whose doubtful character the layout leaves only one legal reading for (review-forced.ts).
 */
import type { Details } from 'mrz';
import { codeConfirmedByOther, legalCodeStart, sexPinned } from './review-forced.ts';
import type { Doubt, MrzChecks, MrzFields, ReviewItem } from './types.ts';

type Field = keyof MrzFields;

/** The `mrz` package's field names → ours (check digits are left out: their field is what counts). */
const FIELD_OF: Record<string, Field> = {
  documentCode: 'documentType',
  issuingState: 'issuingState',
  lastName: 'surname',
  firstName: 'givenNames',
  documentNumber: 'documentNumber',
  issueDate: 'documentNumber',
  administrativeCode2: 'documentNumber',
  nationality: 'nationality',
  birthDate: 'birthDate',
  sex: 'sex',
  expirationDate: 'expiryDate',
  personalNumber: 'personalNumber',
  optional: 'personalNumber',
  optional1: 'personalNumber',
};

/**
 * Characters with an OCR-B look-alike of the same 7-3-1 weight modulo 10 (6/G, K/<, M/W, L/1, 8/S,
 * P/F): a misread between them never changes a check digit (ICAO Doc 9303 Part 3 §4.9).
 */
const CHECK_BLIND = new Set(['6', 'G', 'K', '<', 'M', 'W', 'L', '1', '8', 'S', 'P', 'F']);

const REASON = {
  checkDigit: (what: string) => `Check digit does not match: compare the ${what} with the page.`,
  composite: 'The overall check digit does not match: compare the document number and dates with the page.',
  substituted:
    'A character was read as its look-alike and corrected so the check digit passes: compare it with the page.',
  name: 'A letter of the name was hard to read: compare it with the page.',
  country: 'A letter of the country code was hard to read: check it.',
  unknownCountry: 'Not a known ICAO country code: check it against the page.',
  sex: 'Sex could not be read: choose it from the page.',
  unsureSex: 'The sex was hard to read: check it against the page.',
  code: 'The document code was hard to read: check it against the page.',
  blind: 'A character the check digit cannot tell from its look-alike was hard to read: compare it with the page.',
  countryFromOther:
    'Read as no known country code; one letter was taken from the other country code of this MRZ: check it.',
  misreadElsewhere:
    'Other characters of this MRZ were misread, and names have no check digit: compare it with the page.',
  sexMisreadElsewhere: 'Other characters of this MRZ were misread, and no check digit covers the sex: check it.',
} as const;

/**
 * True for a mark that only says the OCR was unsure of a character: another reading of the band
 * may settle it (read-mrz.ts reads on before accepting a reading with such marks).
 */
export const isUnsureMark = (item: ReviewItem): boolean =>
  [REASON.name, REASON.country, REASON.unsureSex, REASON.code, REASON.blind].includes(
    item.reason as (typeof REASON)['name'],
  );

/** ICAO Doc 9303's specimen state, Utopia: not a country, but not a misread either. */
export const SPECIMEN_STATE = 'UTO';

/** The field a character position belongs to, by the parser's field ranges; `null` for check digits. */
function fieldAt(details: Details[], line: number, column: number): Field | null {
  for (const detail of details) {
    const field = detail.field ? FIELD_OF[detail.field] : undefined;
    if (!field) continue;
    const zone = detail.ranges?.[0] ?? detail;
    if (zone.line !== line || column < zone.start || column >= zone.end) continue;
    // Names share one zone (ICAO: surname << given names); the given names start where the parser found them.
    if (field === 'surname' || field === 'givenNames') {
      const given = details.find((d) => d.field === 'firstName');
      const split = given && given.line === line && given.end > given.start ? given.start : Infinity;
      return column >= split ? 'givenNames' : 'surname';
    }
    return field;
  }
  return null;
}

/** Past the last name part (fillers only, forced by structure): nothing there to misread. */
function afterNames(details: Details[], line: number, column: number): boolean {
  const ends = details
    .filter((d) => (d.field === 'lastName' || d.field === 'firstName') && d.line === line)
    .map((d) => d.end);
  return ends.length > 0 && column >= Math.max(...ends);
}

/** The marks of the character-level doubts: what the OCR was unsure of, and what was substituted. */
function markDoubts(
  lines: string[],
  details: Details[],
  checks: MrzChecks,
  doubts: Doubt[],
  add: (field: Field, reason: string) => void,
) {
  for (const { line, column, kind } of doubts) {
    const field = fieldAt(details, line, column);
    if (!field || kind === 'unsure') continue;
    if (kind === 'substituted')
      add(field, field === 'nationality' || field === 'issuingState' ? REASON.countryFromOther : REASON.substituted);
    else if (field === 'surname' || field === 'givenNames') {
      if (!afterNames(details, line, column)) add(field, REASON.name);
    } else if (field === 'nationality' || field === 'issuingState') {
      if (!codeConfirmedByOther(lines, details, field)) add(field, REASON.country);
    } else if (field === 'sex') {
      if (!sexPinned(details, checks)) add('sex', REASON.unsureSex);
    } else if (field === 'documentType') {
      if (!(line === 0 && column === 0 && legalCodeStart(lines))) add('documentType', REASON.code);
    } else if (field === 'documentNumber' && CHECK_BLIND.has(lines[line]?.charAt(column) ?? ''))
      add(field, REASON.blind);
  }
  // The package's letter↔digit corrections are look-alike substitutions too. Check digits confirm
  // those in numbers and dates, and the list of codes those in a country code; nothing confirms a
  // digit read in a name or the document code. (An ID card's `C1` is kept, not corrected.)
  const idCard = /^[ACI]/.test(lines[0]);
  for (const { line, column } of details.flatMap((detail) => detail.autocorrect)) {
    const field = fieldAt(details, line, column);
    if (idCard && line === 0 && column === 1) continue;
    if (field === 'surname' || field === 'givenNames' || field === 'documentType') add(field, REASON.substituted);
  }
}

/**
 * The fields of a parsed reading to check against the page, each with the reason to show (see the
 * module comment). `doubts` come from the OCR (`unsure` ones are not marked: on real photos the
 * legacy OCR is that unsure of most right characters) and from repairs (`substituted`).
 */
export function reviewOf(lines: string[], details: Details[], checks: MrzChecks, doubts: Doubt[]): ReviewItem[] {
  const items: ReviewItem[] = [];
  const add = (field: Field, reason: string) => {
    if (!items.some((item) => item.field === field)) items.push({ field, reason });
  };
  if (checks.documentNumber === false) add('documentNumber', REASON.checkDigit('document number'));
  if (checks.birthDate === false) add('birthDate', REASON.checkDigit('date of birth'));
  if (checks.expiryDate === false) add('expiryDate', REASON.checkDigit('expiry date'));
  if (checks.personalNumber === false) add('personalNumber', REASON.checkDigit('personal number'));
  if (checks.composite === false && checks.documentNumber && checks.birthDate && checks.expiryDate !== false)
    add('documentNumber', REASON.composite);
  let blankCode = false;
  for (const field of ['nationality', 'issuingState'] as const) {
    const detail = details.find((d) => d.field === field);
    const code = detail ? lines[detail.line].slice(detail.start, detail.end) : '';
    if (!detail || detail.valid || code === SPECIMEN_STATE) continue;
    // A code left blank (`<<<`; some cards print the nationality so) fills nothing, so there is
    // nothing to compare; ICAO Doc 9303 has no blank code, though, so it still casts doubt below.
    if (/^<+$/.test(code)) blankCode = true;
    else add(field, REASON.unknownCountry);
  }
  if (!details.find((d) => d.field === 'sex')?.valid) add('sex', REASON.sex);
  // A misread this MRZ proves (a check digit failing, a code that is no country) says the print or
  // photo fools the OCR, and names and sex have no check digit to catch the same.
  const misread =
    items.length > 0 ||
    blankCode ||
    doubts.some(
      ({ line, column, kind }) =>
        kind === 'substituted' && ['nationality', 'issuingState'].includes(fieldAt(details, line, column) ?? ''),
    );
  markDoubts(lines, details, checks, doubts, add);
  if (misread) {
    for (const field of ['surname', 'givenNames'] as const)
      if (details.some((d) => FIELD_OF[d.field ?? ''] === field && d.end > d.start))
        add(field, REASON.misreadElsewhere);
    if (!sexPinned(details, checks)) add('sex', REASON.sexMisreadElsewhere);
  }
  return items;
}
