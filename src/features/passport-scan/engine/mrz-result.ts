/**
 * Turns MRZ lines into a scan result: the `mrz` package parses the fields and verifies every check
 * digit (ICAO Doc 9303 Part 3 §4.9, 7-3-1 weights; the French identity card's own layout too); this
 * module adds the visa formats the package lacks, readable names, ISO dates, whether the reading is
 * reliable enough to fill anything, and (review.ts) the fields a person must check.
 */
import { parse, type Details, type ParseResult } from 'mrz';
import { birthDateIso, expiryDateIso } from './mrz-dates.ts';
import { readableName, splitMrzName } from './names.ts';
import { reviewOf } from './review.ts';
import type { Doubt, MrzChecks, MrzFields, MrzFormat, MrzScanResult } from './types.ts';

/** Format from line count, line length and the first characters; `null` when the shape fits none. */
export function detectFormat(lines: readonly string[]): MrzFormat | null {
  const visa = lines[0]?.startsWith('V') ?? false;
  const length = lines[0]?.length;
  if (lines.length === 3 && lines.every((line) => line.length === 30)) return 'TD1';
  if (lines.length !== 2 || lines[1].length !== length) return null;
  if (length === 44) return visa ? 'MRVA' : 'TD3';
  if (length === 36) return visa ? 'MRVB' : lines[0].startsWith('IDFRA') ? 'FRENCH_ID' : 'TD2';
  return null;
}

/** Visas reuse the passport/ID layouts of the `mrz` parser (same positions for checked fields). */
function parseWithLibrary(format: MrzFormat, lines: string[]): ParseResult {
  if (format === 'MRVA') return parse([`P<${lines[0].slice(2)}`, lines[1]], { autocorrect: true });
  if (format === 'MRVB') return parse([`I<${lines[0].slice(2)}`, lines[1]], { autocorrect: true });
  return parse(lines, { autocorrect: true });
}

export const detailOf = (details: Details[], field: string) => details.find((detail) => detail.field === field);
const isVisa = (format: MrzFormat) => format === 'MRVA' || format === 'MRVB';

function checksOf(format: MrzFormat, details: Details[]): MrzChecks {
  const check = (field: string) => detailOf(details, field)?.valid ?? null;
  return {
    documentNumber: check('documentNumberCheckDigit'),
    birthDate: check('birthDateCheckDigit'),
    expiryDate: check('expirationDateCheckDigit'),
    personalNumber: format === 'TD3' ? check('personalNumberCheckDigit') : null,
    composite: isVisa(format) ? null : check('compositeCheckDigit'),
  };
}

/**
 * The lines with the package's letter↔digit autocorrections applied (letters-only vs digits-only
 * fields), except on an ID card's second document-code character, which the package takes for a
 * letter but may be a digit (ICAO Doc 9303 Part 5 §4.2.2; US cards print `C1`).
 */
function correctedLines(lines: string[], details: Details[]): string[] {
  const chars = lines.map((line) => line.split(''));
  const idCard = /^[ACI]/.test(lines[0]);
  for (const fix of details.flatMap((detail) => detail.autocorrect))
    if (!(idCard && fix.line === 0 && fix.column === 1)) chars[fix.line][fix.column] = fix.corrected;
  return chars.map((line) => line.join(''));
}

const sexOf = (char: string): MrzFields['sex'] =>
  char === 'F' || char === 'M' ? char : char === '<' || char === 'X' ? 'X' : null;

/**
 * The French identity card: card number (issue year and month, office, serial: 12 characters),
 * surname on line 1, given names and birth date on line 2; no expiry date in the MRZ, and only French
 * nationals hold it, so the nationality is the issuing state's.
 */
function frenchIdFields(lines: string[], result: ParseResult): MrzFields {
  return {
    documentNumber: lines[1].slice(0, 12).replace(/<+$/, '') || null,
    surname: readableName(lines[0].slice(5, 30)) || null,
    givenNames: readableName(lines[1].slice(13, 27)) || null,
    nationality: 'FRA',
    issuingState: lines[0].slice(2, 5).replace(/<+$/, '') || null,
    birthDate: birthDateIso(result.fields.birthDate),
    sex: sexOf(lines[1].charAt(34)),
    expiryDate: null,
    documentType: 'ID',
    personalNumber: null,
  };
}

function fieldsOf(format: MrzFormat, lines: string[], result: ParseResult): MrzFields {
  if (format === 'FRENCH_ID') return frenchIdFields(lines, result);
  const raw = (detail: Details | undefined) => (detail ? lines[detail.line].slice(detail.start, detail.end) : null);
  const nameLine = format === 'TD1' ? lines[2] : lines[0].slice(5);
  const { surname, givenNames } = splitMrzName(nameLine);
  const personal = result.fields.personalNumber ?? result.fields.optional ?? result.fields.optional1 ?? null;
  return {
    documentNumber:
      result.documentNumber ?? raw(detailOf(result.details, 'documentNumber'))?.replace(/<+$/, '') ?? null,
    surname: surname || null,
    givenNames: givenNames || null,
    nationality: raw(detailOf(result.details, 'nationality'))?.replace(/<+$/, '') || null,
    issuingState: lines[0].slice(2, 5).replace(/<+$/, '') || null,
    birthDate: birthDateIso(result.fields.birthDate),
    sex: sexOf(lines[1].charAt(format === 'TD1' ? 7 : 20)),
    expiryDate: expiryDateIso(result.fields.expirationDate),
    documentType: lines[0].slice(0, 2).replace(/<+$/, '') || null,
    personalNumber: isVisa(format) ? null : personal?.replace(/[<\s]+$/, '') || null,
  };
}

/**
 * Reliable unless more than one field's check digit fails: then too much of the reading is wrong for
 * any field to be trusted, and nothing is filled. (With the composite failing too this is the rule
 * of docs/passport-scan.md; a composite that passes then is chance, as it sums the same characters.)
 */
function reliableOf(checks: MrzChecks): boolean {
  const fieldFailures = [checks.documentNumber, checks.birthDate, checks.expiryDate, checks.personalNumber].filter(
    (check) => check === false,
  ).length;
  return fieldFailures <= 1;
}

/**
 * Builds the scan result for MRZ lines of one document. `doubts` are the characters the OCR (or a
 * repair) was unsure of. Returns `null` when the lines fit no format or cannot be parsed at all.
 */
export function buildScanResult(
  inputLines: readonly string[],
  doubts: Doubt[] = [],
  today = new Date(),
): MrzScanResult | null {
  const format = detectFormat(inputLines);
  if (!format) return null;
  let parsed: ParseResult;
  try {
    parsed = parseWithLibrary(format, [...inputLines]);
  } catch {
    return null;
  }
  const lines = correctedLines([...inputLines], parsed.details);
  const checks = checksOf(format, parsed.details);
  const fields = fieldsOf(format, lines, parsed);
  const checked = Object.values(checks).filter((value) => value !== null);
  const dated =
    fields.birthDate !== null && (fields.expiryDate !== null || format === 'FRENCH_ID') && fields.sex !== null;
  return {
    format,
    lines,
    valid: dated && checked.every(Boolean),
    // A document code the format does not allow (a TD3 not starting with P…) is no such MRZ at all.
    reliable: reliableOf(checks) && detailOf(parsed.details, 'documentCode')?.valid !== false,
    fields,
    checks,
    review: reviewOf(lines, parsed.details, checks, doubts),
    expired: fields.expiryDate !== null && fields.expiryDate < today.toISOString().slice(0, 10),
  };
}
