/**
 * Structural repair and a second look at doubtful characters, accepted only when check digits then
 * pass (ICAO Doc 9303 Part 3 §4.9). Check digits are weak (`<`, `A`, `K`, `U` weigh the same), so
 * structure comes first: fixed filler zones, and substitutions only among look-alike characters.
 */
import { buildScanResult, detectFormat, type DoubtfulChar } from './mrz-result.ts';
import { DOCUMENT_NUMBER } from './ambiguity.ts';
import type { MrzScanResult } from './types.ts';

/** Look-alikes in OCR-B that Tesseract confuses; tried only at doubtful (low-confidence) positions. */
const LOOK_ALIKES: Record<string, string[]> = {
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
  E: ['<', 'F'],
  F: ['E'],
  M: ['N'],
  N: ['M'],
};

const DIGIT_TO_LETTER: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};

/** Where the name field is, per format, and where filler-only runs sit. */
function nameZone(lines: string[]): {
  line: number;
  start: number;
  end: number;
} {
  if (lines.length === 3) return { line: 2, start: 0, end: 30 };
  return { line: 0, start: 5, end: lines[0].length };
}

/**
 * After the first `<<<` in a name field only fillers may follow (names never contain `<<<`), so
 * letters read there are misread fillers. Also, a TD3 personal number whose check digit is `<` is
 * all fillers (ICAO Doc 9303 Part 4 §4.2.2).
 */
export function applyStructure(input: string[]): string[] {
  const lines = [...input];
  // The document code and issuing state (line 1, columns 1–5) are letters or fillers only.
  lines[0] = [...lines[0].slice(0, 5)].map((char) => DIGIT_TO_LETTER[char] ?? char).join('') + lines[0].slice(5);
  const zone = nameZone(lines);
  const field = lines[zone.line].slice(zone.start, zone.end);
  const tail = field.indexOf('<<<');
  if (tail >= 0) {
    const fixed = field.slice(0, tail) + '<'.repeat(field.length - tail);
    lines[zone.line] = lines[zone.line].slice(0, zone.start) + fixed + lines[zone.line].slice(zone.end);
  }
  if (detectFormat(lines) === 'TD3' && lines[1].charAt(42) === '<')
    lines[1] = `${lines[1].slice(0, 28)}${'<'.repeat(15)}${lines[1].charAt(43)}`;
  return lines;
}

const failures = (result: MrzScanResult) => Object.values(result.checks).filter((value) => value === false).length;

/**
 * Tries single look-alike substitutions at doubtful (low-confidence) positions of a result whose
 * check digits fail,
 * keeping a substitution only if it makes every check digit valid and no other substitution does
 * too (two different readings that both pass would be a guess). Returns the repaired result or the
 * original when no unique repair exists. `unsure` positions are only marked for review.
 */
export function secondLook(
  lines: string[],
  doubtful: DoubtfulChar[],
  today?: Date,
  unsure: DoubtfulChar[] = [],
): MrzScanResult | null {
  const forReview = [...doubtful, ...unsure];
  const base = buildScanResult(applyStructure(lines), forReview, today);
  if (!base || failures(base) === 0) return base;
  const winners: MrzScanResult[] = [];
  for (const { line, column } of doubtful) {
    const current = base.lines[line].charAt(column);
    for (const alt of LOOK_ALIKES[current] ?? []) {
      const candidate = [...base.lines];
      candidate[line] = candidate[line].slice(0, column) + alt + candidate[line].slice(column + 1);
      const result = buildScanResult(applyStructure(candidate), forReview, today);
      if (result && failures(result) === 0 && !winners.some((w) => w.lines.join() === result.lines.join()))
        winners.push(result);
    }
  }
  if (winners.length === 0) return zeroOrOh(base, forReview, today) ?? base;
  return winners.length === 1 ? winners[0] : base;
}

/** At most this many `0`/`O` positions are swapped together (2⁸ − 1 readings). */
const MAX_ZERO_OH = 8;

/** The alphanumeric fields with their own check digit, `[line, start, end)`, whose check failed. */
function failingAlphanumericFields(result: MrzScanResult): [number, number, number][] {
  const fields: [number, number, number][] = [];
  if (result.checks.documentNumber === false) fields.push(DOCUMENT_NUMBER[result.format]);
  if (result.format === 'TD3' && result.checks.personalNumber === false) fields.push([1, 28, 42]);
  return fields;
}

/**
 * OCR-B's `0` and `O` differ only in width, and the OCR-B model confuses them even when sure. A
 * swap changes a 7-3-1 check digit by 8, 2 or 4, so one is always caught; this tries every set of
 * swaps in the alphanumeric fields whose check digit fails (ICAO Doc 9303 Part 3 §4.9) and keeps the
 * reading only if exactly one set makes every check digit pass. The swapped characters go to review.
 */
function zeroOrOh(base: MrzScanResult, forReview: DoubtfulChar[], today?: Date): MrzScanResult | null {
  const positions = failingAlphanumericFields(base)
    .flatMap(([line, start, end]) =>
      Array.from({ length: end - start }, (_, i) => ({ line, column: start + i, char: base.lines[line][start + i] })),
    )
    .filter(({ char }) => char === '0' || char === 'O');
  if (positions.length === 0 || positions.length > MAX_ZERO_OH) return null;
  const winners: MrzScanResult[] = [];
  for (let mask = 1; mask < 1 << positions.length; mask++) {
    const swapped = positions.filter((_, bit) => mask & (1 << bit));
    const lines = [...base.lines];
    for (const { char, line, column } of swapped)
      lines[line] = lines[line].slice(0, column) + (char === '0' ? 'O' : '0') + lines[line].slice(column + 1);
    const review = [...forReview, ...swapped.map(({ line, column }) => ({ line, column }))];
    const result = buildScanResult(applyStructure(lines), review, today);
    if (result && failures(result) === 0) winners.push(result);
  }
  return winners.length === 1 ? winners[0] : null;
}
