/**
 * Turns MRZ lines into a scan result: the `mrz` package parses the fields and verifies every check
 * digit (ICAO Doc 9303 Part 3 §4.9, 7-3-1 weights); this module adds the visa formats the package
 * lacks, readable names, ISO dates and the list of fields a person must review.
 */
import { parse, type Details, type ParseResult } from 'mrz';
import { birthDateIso, expiryDateIso } from './mrz-dates.ts';
import { splitMrzName } from './names.ts';
import type { MrzChecks, MrzFields, MrzFormat, MrzScanResult, ReviewItem } from './types.ts';

/** A character position the OCR was unsure about (0-based line and column). */
export interface DoubtfulChar {
  line: number;
  column: number;
}

const NAME_FIELD: Record<MrzFormat, { line: number; start: number; end: number }> = {
  TD1: { line: 2, start: 0, end: 30 },
  TD2: { line: 0, start: 5, end: 36 },
  MRVB: { line: 0, start: 5, end: 36 },
  TD3: { line: 0, start: 5, end: 44 },
  MRVA: { line: 0, start: 5, end: 44 },
};

/** Format from line count, line length and document code; `null` when the shape fits none. */
export function detectFormat(lines: readonly string[]): MrzFormat | null {
  const visa = lines[0]?.startsWith('V') ?? false;
  const length = lines[0]?.length;
  if (lines.length === 3 && lines.every((line) => line.length === 30)) return 'TD1';
  if (lines.length !== 2 || lines[1].length !== length) return null;
  if (length === 44) return visa ? 'MRVA' : 'TD3';
  if (length === 36) return visa ? 'MRVB' : 'TD2';
  return null;
}

/** Visas reuse the passport/ID layouts of the `mrz` parser (same positions for checked fields). */
function parseWithLibrary(format: MrzFormat, lines: string[]): ParseResult {
  if (format === 'MRVA') return parse([`P<${lines[0].slice(2)}`, lines[1]], { autocorrect: true });
  if (format === 'MRVB') return parse([`I<${lines[0].slice(2)}`, lines[1]], { autocorrect: true });
  return parse(lines, { autocorrect: true });
}

const detailOf = (details: Details[], field: string) => details.find((detail) => detail.field === field);
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

/** The lines with the package's letter↔digit autocorrections applied (letters-only vs digits-only fields). */
function correctedLines(lines: string[], details: Details[]): string[] {
  const chars = lines.map((line) => line.split(''));
  for (const fix of details.flatMap((detail) => detail.autocorrect)) chars[fix.line][fix.column] = fix.corrected;
  return chars.map((line) => line.join(''));
}

function fieldsOf(format: MrzFormat, lines: string[], result: ParseResult): MrzFields {
  const raw = (detail: Details | undefined) => (detail ? lines[detail.line].slice(detail.start, detail.end) : null);
  const name = NAME_FIELD[format];
  const { surname, givenNames } = splitMrzName(lines[name.line].slice(name.start, name.end));
  const code = lines[0].slice(0, 2).replace(/<+$/, '');
  const sex = lines[1].charAt(format === 'TD1' ? 7 : 20);
  const personal = result.fields.personalNumber ?? result.fields.optional ?? result.fields.optional1 ?? null;
  return {
    documentNumber:
      result.documentNumber ?? raw(detailOf(result.details, 'documentNumber'))?.replace(/<+$/, '') ?? null,
    surname: surname || null,
    givenNames: givenNames || null,
    nationality: raw(detailOf(result.details, 'nationality'))?.replace(/<+$/, '') || null,
    issuingState: lines[0].slice(2, 5).replace(/<+$/, '') || null,
    birthDate: birthDateIso(result.fields.birthDate),
    sex: sex === 'F' || sex === 'M' ? sex : sex === '<' || sex === 'X' ? 'X' : null,
    expiryDate: expiryDateIso(result.fields.expirationDate),
    documentType: code || null,
    personalNumber: isVisa(format) ? null : personal?.replace(/[<\s]+$/, '') || null,
  };
}

/** Equal weight in the 7-3-1 sum (all value 0 or 10 apart), so a misread among them passes the check digit. */
const CHECK_BLIND = new Set(['<', 'A', 'K', 'U', '0']);

function reviewOf(
  format: MrzFormat,
  lines: string[],
  details: Details[],
  checks: MrzChecks,
  doubtful: DoubtfulChar[],
): ReviewItem[] {
  const items: ReviewItem[] = [];
  const add = (field: ReviewItem['field'], reason: string) => {
    if (!items.some((item) => item.field === field)) items.push({ field, reason });
  };
  if (checks.documentNumber === false)
    add('documentNumber', 'Check digit does not match: compare the document number with the page.');
  if (checks.birthDate === false)
    add('birthDate', 'Check digit does not match: compare the date of birth with the page.');
  if (checks.expiryDate === false)
    add('expiryDate', 'Check digit does not match: compare the expiry date with the page.');
  if (checks.personalNumber === false)
    add('personalNumber', 'Check digit does not match: compare the personal number with the page.');
  if (checks.composite === false && checks.documentNumber && checks.birthDate && checks.expiryDate)
    add(
      'documentNumber',
      'The overall check digit does not match: compare the document number and dates with the page.',
    );
  const state = (field: 'nationality' | 'issuingState', detail: Details | undefined) => {
    if (detail && !detail.valid) add(field, 'Not a known ICAO country code: check it against the page.');
  };
  state('nationality', detailOf(details, 'nationality'));
  state('issuingState', detailOf(details, 'issuingState'));
  if (!detailOf(details, 'sex')?.valid) add('sex', 'Sex could not be read: choose it from the page.');
  const name = NAME_FIELD[format];
  for (const { line, column } of doubtful) {
    const char = lines[line]?.charAt(column);
    if (line === name.line && column >= name.start && column < name.end) {
      const nameText = lines[line].slice(name.start, name.end);
      const split = nameText.indexOf('<<') + name.start;
      add(
        split > name.start && column > split ? 'givenNames' : 'surname',
        'A letter of the name was hard to read: compare it with the page.',
      );
      continue;
    }
    const detail = details.find(
      (d) => d.line === line && column >= d.start && column < d.end && d.field && !d.field.endsWith('CheckDigit'),
    );
    if (!detail?.field) continue;
    if (detail.field === 'nationality' || detail.field === 'issuingState')
      add(detail.field, 'A letter of the country code was hard to read: check it.');
    else if (detail.field === 'documentNumber' && CHECK_BLIND.has(char))
      add('documentNumber', 'A character the check digit cannot confirm was hard to read: compare it with the page.');
  }
  return items;
}

/**
 * Builds the scan result for MRZ lines of one document. `doubtful` lists low-confidence character
 * positions from the OCR. Returns `null` when the lines fit no ICAO format or cannot be parsed at all.
 */
export function buildScanResult(
  inputLines: readonly string[],
  doubtful: DoubtfulChar[] = [],
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
  const review = reviewOf(format, lines, parsed.details, checks, doubtful);
  const checked = Object.values(checks).filter((value) => value !== null);
  const dated = fields.birthDate !== null && fields.expiryDate !== null && fields.sex !== null;
  return {
    format,
    lines,
    valid: dated && checked.every(Boolean),
    fields,
    checks,
    review,
    expired: fields.expiryDate !== null && fields.expiryDate < today.toISOString().slice(0, 10),
  };
}
