/**
 * Pairs this OCR confuses even when sure of itself (measured on the corpus: W/N, 0/O, D/0, B/8,
 * M/H, W/M, 2/Z, 5/S, 1/I), in the document number, can cancel out in its check digit (ICAO Doc 9303
 * Part 3 §4.9: three such misreads passed it in the clean corpus). If reading any set of them the
 * other way also passes, the check digit cannot tell which reading is right: the field goes to review.
 */
import { buildScanResult } from './mrz-result.ts';
import type { MrzScanResult } from './types.ts';

/**
 * Two tables, each one other reading per character. The second holds W/M, which differ by exactly
 * 10 in the 7-3-1 sum, so a misread between them never changes any check digit (seen in the corpus).
 */
const OTHER_READINGS: Record<string, string>[] = [
  {
    W: 'N',
    N: 'W',
    '0': 'O',
    O: '0',
    D: '0',
    B: '8',
    '8': 'B',
    M: 'H',
    H: 'M',
    '2': 'Z',
    Z: '2',
    '5': 'S',
    S: '5',
    '1': 'I',
    I: '1',
  },
  { W: 'M', M: 'W' },
];

/** Line, start and end column of the document number (without its check digit) per format. */
export const DOCUMENT_NUMBER: Record<MrzScanResult['format'], [number, number, number]> = {
  TD1: [0, 5, 14],
  TD2: [1, 0, 9],
  MRVB: [1, 0, 9],
  TD3: [1, 0, 9],
  MRVA: [1, 0, 9],
};

/** At most this many look-alike positions are tried together (2⁶ − 1 readings). */
const MAX_POSITIONS = 6;

/** True when another reading of look-alike characters in the document number also passes its checks. */
export function documentNumberIsAmbiguous(result: MrzScanResult, today?: Date): boolean {
  return OTHER_READINGS.some((table) => passesOtherwise(result, table, today));
}

function passesOtherwise(result: MrzScanResult, otherReading: Record<string, string>, today?: Date): boolean {
  const [line, start, end] = DOCUMENT_NUMBER[result.format];
  const positions = Array.from({ length: end - start }, (_, i) => start + i)
    .filter((column) => otherReading[result.lines[line][column]])
    .slice(0, MAX_POSITIONS);
  for (let mask = 1; mask < 1 << positions.length; mask++) {
    const chars = [...result.lines[line]];
    positions.forEach((column, bit) => {
      if (mask & (1 << bit)) chars[column] = otherReading[chars[column]];
    });
    const lines = result.lines.map((text, i) => (i === line ? chars.join('') : text));
    const other = buildScanResult(lines, [], today);
    if (other?.checks.documentNumber && other.checks.composite !== false) return true;
  }
  return false;
}
