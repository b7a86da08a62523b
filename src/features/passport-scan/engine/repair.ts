/**
 * Structural repair and a second look at characters, accepted only when check digits then pass
 * (ICAO Doc 9303 Part 3 §4.9). Check digits are weak (a wrong character passes one in ten times),
 * so structure comes first (fixed filler zones, letters-only codes), substitutions are only among
 * OCR-B look-alikes, a repair is kept only when it is the one way to make the checks pass, and every
 * repaired character is marked for review (review.ts).
 */
import { states } from 'mrz';
import { buildScanResult, detectFormat } from './mrz-result.ts';
import { SPECIMEN_STATE } from './review.ts';
import type { Doubt, MrzFormat, MrzScanResult } from './types.ts';

/** Look-alikes in OCR-B that Tesseract confuses. */
export const LOOK_ALIKES: Record<string, string[]> = {
  '0': ['O', 'D', 'Q'],
  O: ['0', 'D', 'Q'],
  D: ['0', 'O'],
  Q: ['0', 'O'],
  '1': ['I', 'L'],
  I: ['1', 'L'],
  L: ['1', 'I'],
  '8': ['B'],
  B: ['8'],
  '5': ['S'],
  S: ['5'],
  '2': ['Z'],
  Z: ['2'],
  '6': ['G'],
  G: ['6'],
  K: ['<'],
  '<': ['K'],
  C: ['<'],
  E: ['<', 'F', 'L'],
  F: ['E'],
  M: ['N', 'H'],
  N: ['M', 'H'],
  H: ['N', 'M'],
};

const DIGIT_TO_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '6': 'G', '8': 'B' };

/** Name zones per format (`[line, start, end)`): names never contain `<<<`. */
function nameZones(format: MrzFormat | null, lines: string[]): [number, number, number][] {
  if (format === 'TD1') return [[2, 0, 30]];
  if (format === 'FRENCH_ID')
    return [
      [0, 5, 30],
      [1, 13, 27],
    ];
  return [[0, 5, lines[0].length]];
}

/**
 * Fixes what the layout allows only one way: the document code's first letter and the issuing state
 * are letters (an ID card's second code character may be a digit: ICAO Doc 9303 Part 5 §4.2.2, e.g.
 * `C1`; a passport's or visa's is a letter); after the first `<<<` of a name only fillers follow (a
 * `K` there is a misread `<`); a TD3 personal number whose check digit is `<` is all fillers
 * (ICAO Doc 9303 Part 4 §4.2.2).
 */
export function applyStructure(input: string[]): string[] {
  const lines = [...input];
  const idCard = /^[ACI]/.test(lines[0]);
  lines[0] =
    [...lines[0].slice(0, 5)].map((char, i) => (i === 1 && idCard ? char : (DIGIT_TO_LETTER[char] ?? char))).join('') +
    lines[0].slice(5);
  const format = detectFormat(lines);
  for (const [line, start, end] of nameZones(format, lines)) {
    const field = lines[line].slice(start, end);
    const tail = field.indexOf('<<<');
    if (tail >= 0)
      lines[line] = lines[line].slice(0, start + tail) + '<'.repeat(end - start - tail) + lines[line].slice(end);
  }
  if (format === 'TD3' && lines[1].charAt(42) === '<')
    lines[1] = `${lines[1].slice(0, 28)}${'<'.repeat(15)}${lines[1].charAt(43)}`;
  return lines;
}

export const failures = (result: MrzScanResult) =>
  Object.values(result.checks).filter((value) => value === false).length;

/** Line, start and end column of the document number (without its check digit) per format. */
export const DOCUMENT_NUMBER: Record<MrzFormat, [number, number, number]> = {
  TD1: [0, 5, 14],
  TD2: [1, 0, 9],
  MRVB: [1, 0, 9],
  TD3: [1, 0, 9],
  MRVA: [1, 0, 9],
  FRENCH_ID: [1, 0, 12],
};

/** Columns of the fields whose own check digit failed (`[line, start, end)`). */
function failingFields(result: MrzScanResult): [number, number, number][] {
  const [birth, expiry] =
    result.format === 'TD1'
      ? [
          [1, 0, 6],
          [1, 8, 14],
        ]
      : [
          [1, 13, 19],
          [1, 21, 27],
        ];
  const fields: [number, number, number][] = [];
  if (result.checks.documentNumber === false) fields.push(DOCUMENT_NUMBER[result.format]);
  if (result.checks.birthDate === false && result.format !== 'FRENCH_ID')
    fields.push(birth as [number, number, number]);
  if (result.checks.expiryDate === false) fields.push(expiry as [number, number, number]);
  if (result.format === 'TD3' && result.checks.personalNumber === false) fields.push([1, 28, 42]);
  return fields;
}

const swap = (lines: string[], line: number, column: number, char: string) =>
  lines.map((text, i) => (i === line ? text.slice(0, column) + char + text.slice(column + 1) : text));

/** The readings, one look-alike substitution away at `positions`, that pass every check digit (distinct). */
function passingSubstitutions(
  base: MrzScanResult,
  positions: { line: number; column: number }[],
  doubts: Doubt[],
  today?: Date,
): MrzScanResult[] {
  const winners: MrzScanResult[] = [];
  for (const { line, column } of positions)
    for (const alt of LOOK_ALIKES[base.lines[line].charAt(column)] ?? []) {
      const review: Doubt[] = [...doubts, { line, column, kind: 'substituted' }];
      const result = buildScanResult(applyStructure(swap(base.lines, line, column, alt)), review, today);
      if (result && failures(result) === 0 && !winners.some((w) => w.lines.join() === result.lines.join()))
        winners.push(result);
    }
  return winners;
}

/** At most this many `0`/`O` positions are swapped together (2⁸ − 1 readings). */
const MAX_ZERO_OH = 8;

/**
 * OCR-B's `0` and `O` differ only in width, and the OCR-B model confuses them even when sure. A
 * swap changes a 7-3-1 check digit by 8, 2 or 4, so one is always caught; this tries every set of
 * swaps in the alphanumeric fields whose check digit fails (the document number, a TD3 personal
 * number) and keeps the reading only if exactly one set makes every check digit pass.
 */
function zeroOrOh(base: MrzScanResult, doubts: Doubt[], today?: Date): MrzScanResult | null {
  const fields: [number, number, number][] = [];
  if (base.checks.documentNumber === false) fields.push(DOCUMENT_NUMBER[base.format]);
  if (base.format === 'TD3' && base.checks.personalNumber === false) fields.push([1, 28, 42]);
  const positions = fields
    .flatMap(([line, start, end]) => Array.from({ length: end - start }, (_, i) => ({ line, column: start + i })))
    .filter(({ line, column }) => base.lines[line][column] === '0' || base.lines[line][column] === 'O');
  if (positions.length === 0 || positions.length > MAX_ZERO_OH) return null;
  const winners: MrzScanResult[] = [];
  for (let mask = 1; mask < 1 << positions.length; mask++) {
    const swapped = positions.filter((_, bit) => mask & (1 << bit));
    let lines = base.lines;
    for (const { line, column } of swapped) lines = swap(lines, line, column, lines[line][column] === '0' ? 'O' : '0');
    const review: Doubt[] = [
      ...doubts,
      ...swapped.map(({ line, column }) => ({ line, column, kind: 'substituted' as const })),
    ];
    const result = buildScanResult(applyStructure(lines), review, today);
    if (result && failures(result) === 0) winners.push(result);
  }
  return winners.length === 1 ? winners[0] : null;
}

/** Where the issuing state and the nationality start (`[line, column]`, 3 characters each); the French card has no nationality. */
const COUNTRY_CODES: Partial<Record<MrzFormat, { issuing: [number, number]; nationality: [number, number] }>> = {
  TD1: { issuing: [0, 2], nationality: [1, 15] },
  TD2: { issuing: [0, 2], nationality: [1, 10] },
  MRVB: { issuing: [0, 2], nationality: [1, 10] },
  TD3: { issuing: [0, 2], nationality: [1, 10] },
  MRVA: { issuing: [0, 2], nationality: [1, 10] },
};

/** An ICAO Doc 9303 Part 3 §5 code as the `mrz` package lists them (`D<<` is Germany). */
const isCountry = (code: string) => Object.hasOwn(states, code.replace(/<+$/, ''));

/**
 * A country code that is no ICAO code is a proven misread, and no check digit covers it. Most
 * documents are issued by the holder's own state, so when the other code of the MRZ (issuing state
 * or nationality) is a real code one letter away, that letter is taken from it, as a substitution
 * (marked for review). Seen on real cards: `ZCO` for Monaco's `MCO`, `LSP` for `ESP`.
 * @returns `lines` with at most one letter changed, and `doubts` with that letter as `substituted`.
 */
export function countryFromOther(lines: string[], doubts: Doubt[]): { lines: string[]; doubts: Doubt[] } {
  const places = COUNTRY_CODES[detectFormat(lines) ?? 'FRENCH_ID'];
  if (!places) return { lines, doubts };
  const code = ([line, column]: [number, number]) => lines[line].slice(column, column + 3);
  for (const [wrong, right] of [
    [places.issuing, places.nationality],
    [places.nationality, places.issuing],
  ]) {
    const [read, other] = [code(wrong), code(right)];
    if (isCountry(read) || read === SPECIMEN_STATE || !isCountry(other)) continue;
    const differ = [0, 1, 2].filter((i) => read[i] !== other[i]);
    if (differ.length !== 1) continue;
    const column = wrong[1] + differ[0];
    return {
      lines: swap(lines, wrong[0], column, other[differ[0]]),
      doubts: [{ line: wrong[0], column, kind: 'substituted' }, ...doubts],
    };
  }
  return { lines, doubts };
}

/**
 * Repairs a reading whose check digits fail, trying in turn: one look-alike substitution at a
 * doubtful (low-confidence) character; `0`↔`O` swaps in the failing fields; and, in formats with a
 * composite check digit (which a wrong substitution must pass too), one at a less sure character of
 * a field whose check fails. (Trying every character of that field made false repairs: a wrong
 * reading passes two check digits about one time in a hundred, and a field has ~20 look-alikes.) Each step keeps its repair only if it is
 * the only one that makes every check digit pass. Returns the repaired result or the reading as it was.
 */
export function secondLook(input: string[], inputDoubts: Doubt[], today?: Date): MrzScanResult | null {
  // Country codes are in no check digit, so this settles them before, and apart from, the rest.
  const { lines, doubts } = countryFromOther(applyStructure(input), inputDoubts);
  const base = buildScanResult(lines, doubts, today);
  if (!base || failures(base) === 0) return base;
  const doubtful = doubts.filter((doubt) => doubt.kind === 'doubtful');
  const first = passingSubstitutions(base, doubtful, doubts, today);
  if (first.length) return first.length === 1 ? first[0] : base;
  const swapped = zeroOrOh(base, doubts, today);
  if (swapped) return swapped;
  if (base.checks.composite === null) return base;
  const inFailing = failingFields(base);
  const unsure = doubts.filter(
    ({ line, column, kind }) =>
      kind === 'unsure' && inFailing.some(([l, start, end]) => l === line && column >= start && column < end),
  );
  const wide = passingSubstitutions(base, unsure, doubts, today);
  return wide.length === 1 ? wide[0] : base;
}
