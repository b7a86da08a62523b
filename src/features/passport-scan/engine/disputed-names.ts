/**
 * A name letter that another reading of the same MRZ read differently is doubtful, however sure the
 * OCR was of the kept one: names have no check digit, and the reading kept is the one with the
 * fewest marks, so a disagreement would otherwise vanish with the readings left behind
 * (docs/passport-scan.md#fill-honestly). Agreement proves nothing (the OCR's errors on one print are
 * not independent), so this only ever adds marks.
 */
import { buildScanResult } from './mrz-result.ts';
import type { Doubt, MrzScanResult } from './types.ts';

/** A reading lines up with the kept one when it has its shape and this share of its characters. */
const ALIGNED_SHARE = 0.85;

const NAMES = new Set(['surname', 'givenNames']);

/** The other readings (MRZ lines as the grid laid them) that line up with `kept` character for character. */
function alignedWith(kept: string[], others: string[][]): string[][] {
  const total = kept.join('').length;
  return others.filter((lines) => {
    if (lines.length !== kept.length || lines.some((line, i) => line.length !== kept[i].length)) return false;
    const equal = lines.reduce((sum, line, i) => sum + [...line].filter((char, j) => char === kept[i][j]).length, 0);
    return equal >= ALIGNED_SHARE * total;
  });
}

/**
 * `result` with a review mark on each name field where a reading in `others` (every reading of the
 * photo, `string[]` lines each) that lines up with it read a letter differently; `result` itself when
 * none did. `today` as for buildScanResult.
 */
export function markDisputedNames(result: MrzScanResult, others: string[][], today?: Date): MrzScanResult {
  const disputed: Doubt[] = alignedWith(result.lines, others).flatMap((lines) =>
    lines.flatMap((line, i) =>
      [...line].flatMap((char, j): Doubt[] =>
        char !== result.lines[i][j] ? [{ line: i, column: j, kind: 'doubtful' }] : [],
      ),
    ),
  );
  if (disputed.length === 0) return result;
  const rebuilt = buildScanResult(result.lines, disputed, today);
  const added = (rebuilt?.review ?? []).filter(
    (item) => NAMES.has(item.field) && !result.review.some((kept) => kept.field === item.field),
  );
  return added.length ? { ...result, review: [...result.review, ...added] } : result;
}
