/**
 * Places recognised characters on the MRZ's fixed grid. OCR-B in an MRZ is monospaced with a fixed
 * number of characters per line (ICAO Doc 9303 Part 3 §4.1: 30, 36 or 44), so a character's column
 * follows from its position; columns nothing was read in are fillers (`<`) the OCR skipped, which
 * Tesseract often does inside long filler runs.
 */
import type { Doubt, OcrSymbol } from './types.ts';

/** Characters below this Tesseract confidence (0–100) are doubtful: a second look or a review. */
export const DOUBTFUL_CONFIDENCE = 70;

/** Below this confidence a character is not repaired but still shown for review (names have no check digit). */
export const UNSURE_CONFIDENCE = 85;

/** Fewer symbols than this make no MRZ row (page text); a name line whose fillers the OCR skipped still has them. */
const MIN_ROW_SYMBOLS = 8;
const MRZ_CHAR = /^[A-Z0-9<]$/;

export interface GridLines {
  lines: string[];
  confidence: number[][];
  /** Characters below DOUBTFUL_CONFIDENCE (`doubtful`: repair, review) or UNSURE_CONFIDENCE (`unsure`: review only). */
  doubts: Doubt[];
  /** Mean confidence (0–100) of the recognised characters (not of the filled-in fillers). */
  meanConfidence: number;
  /** Columns the widest row spanned before it was fitted to the line length. */
  widest: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

/** Character pitch (px): the median distance between neighbours that are next to each other. */
function pitchOf(rows: OcrSymbol[][]): number {
  const deltas = rows.flatMap((row) => row.slice(1).map((symbol, i) => symbol.x - row[i].x)).filter((d) => d > 0);
  const first = median(deltas);
  return median(deltas.filter((d) => d < first * 1.5)) || first;
}

/**
 * Column per symbol, walking left to right so perspective drift along a line does not accumulate.
 * Two symbols less than half a pitch apart are one character the OCR split in two: they share a
 * column (the more confident wins), or every later character of the line would shift by one.
 */
function columnsOf(row: OcrSymbol[], pitch: number): number[] {
  const columns = [0];
  for (let i = 1; i < row.length; i++) columns.push(columns[i - 1] + Math.round((row[i].x - row[i - 1].x) / pitch));
  return columns;
}

/**
 * MRZ lines are left-aligned and none starts with a filler, so a row whose first symbols lie a
 * column or more left of every other row's first symbol picked up print beside the MRZ (seen in the
 * hard corpus: an `F<` before a TD1 line): those symbols are dropped.
 */
function alignStarts(rows: OcrSymbol[][], pitch: number): OcrSymbol[][] {
  return rows.map((row, index) => {
    const othersStart = Math.min(...rows.filter((_, other) => other !== index).map((r) => r[0].x));
    return row.filter((symbol) => symbol.x >= othersStart - 0.6 * pitch);
  });
}

/**
 * How many leading columns to drop when the rows span more than `length` columns: print beside the
 * MRZ (a page edge, a frame line) read as characters at one end. Of the ways to keep `length`
 * columns, the one holding the most confident symbols over all rows (the lines share their columns).
 */
function overhang(rows: OcrSymbol[][], columns: number[][], length: number): number {
  const widest = Math.max(...columns.map((cols) => cols[cols.length - 1] + 1));
  let best = { skip: 0, confidence: -1 };
  for (let skip = 0; skip <= widest - length; skip++) {
    const confidence = rows.reduce(
      (sum, row, r) =>
        sum +
        row.reduce(
          (rowSum, symbol, i) =>
            rowSum + (columns[r][i] >= skip && columns[r][i] < skip + length ? symbol.confidence : 0),
          0,
        ),
      0,
    );
    if (confidence > best.confidence) best = { skip, confidence };
  }
  return best.skip;
}

/** Columns a row spans at `pitch`. */
const spanOf = (row: OcrSymbol[], pitch: number) => columnsOf(row, pitch).at(-1)! + 1;

/**
 * The MRZ's rows among the OCR's: of every run of 3 or 2 consecutive rows, the one that fits an MRZ
 * best: its widest row as long as a line of the format (3 × 30, or 2 × 36 or 44; a row may fall
 * short where the OCR skipped trailing fillers, but not by more than half), rows starting in the
 * same column (MRZ lines are left-aligned), and as many rows as the band showed (`expected`), so
 * print beside a two-line MRZ never makes it a three-line one.
 */
function mrzRowsOf(rows: OcrSymbol[][], pitch: number, expected?: number): OcrSymbol[][] {
  let best: { rows: OcrSymbol[][]; cost: number } | null = null;
  for (const count of [3, 2])
    for (let i = 0; i + count <= rows.length; i++) {
      const window = rows.slice(i, i + count);
      const widths = window.map((row) => spanOf(row, pitch));
      const widest = Math.max(...widths);
      const target = count === 3 ? 30 : Math.abs(widest - 36) <= Math.abs(widest - 44) ? 36 : 44;
      const short = widths.reduce((sum, width) => sum + Math.max(0, target / 2 - width), 0);
      const starts = window.map((row) => row[0].x);
      const ragged = starts.reduce((sum, x) => sum + Math.min(5, Math.abs(x - starts[0]) / pitch), 0);
      const hint = expected && expected > 1 && expected !== count ? 8 : 0;
      const cost = Math.abs(widest - target) + short + ragged + hint;
      if (!best || cost < best.cost) best = { rows: window, cost };
    }
  return best?.rows ?? [];
}

/**
 * Lays OCR rows (each a left-to-right list of symbols) on a grid of 2 or 3 lines of 30/36/44
 * characters. Rows with fewer than 8 symbols (page text near the band) are ignored; returns `null`
 * when fewer than 2 rows remain or none has 20. `expectedLines` is how many lines the band showed
 * (2 or 3; 0, 1 or undefined when unknown); `bandWidth` the width (px) of the image the OCR read. Each line starts at its first symbol (lines are left-aligned), after
 * symbols left of every other line's start are dropped.
 */
export function layOnGrid(ocrRows: OcrSymbol[][], expectedLines?: number, bandWidth?: number): GridLines | null {
  const rows = ocrRows
    .map((row) => row.filter((symbol) => MRZ_CHAR.test(symbol.text)).sort((a, b) => a.x - b.x))
    .filter((row) => row.length >= MIN_ROW_SYMBOLS);
  if (rows.filter((row) => row.length >= 20).length < 1 || rows.length < 2) return null;
  const pitch = pitchOf(rows.filter((row) => row.length >= 20));
  // A row lying wholly left of where the others start was print beside the band, not a line.
  const mrzRows = alignStarts(mrzRowsOf(rows, pitch, expectedLines), pitch).filter((row) => row.length > 0);
  if (mrzRows.length < 2) return null;
  // Columns from one origin for all rows (lines are left-aligned), so the rows can be cut alike.
  const origin = Math.min(...mrzRows.map((row) => row[0].x));
  const columns = mrzRows.map((row) => columnsOf(row, pitch).map((c) => c + Math.round((row[0].x - origin) / pitch)));
  const widest = Math.max(...columns.map((cols) => cols[cols.length - 1] + 1));
  // Two rows are 36 or 44 long: the read width decides, or the band's width where the OCR skipped
  // the trailing fillers of both lines (the band is cut ~8 % wider than its text, prepare.ts).
  const across = Math.max(widest, bandWidth ? (0.92 * bandWidth) / pitch : 0);
  const length = mrzRows.length === 3 ? 30 : Math.abs(across - 36) <= Math.abs(across - 44) ? 36 : 44;
  const skip = overhang(mrzRows, columns, length);
  const lines: string[] = [];
  const confidence: number[][] = [];
  const doubts: Doubt[] = [];
  mrzRows.forEach((row, lineIndex) => {
    const chars = Array<string>(length).fill('<');
    const conf = Array<number>(length).fill(100);
    row.forEach((symbol, i) => {
      const column = columns[lineIndex][i] - skip;
      if (column < 0 || column >= length || (conf[column] < 100 && conf[column] >= symbol.confidence)) return;
      chars[column] = symbol.text;
      conf[column] = symbol.confidence;
    });
    conf.forEach((value, column) => {
      if (value < UNSURE_CONFIDENCE)
        doubts.push({ line: lineIndex, column, kind: value < DOUBTFUL_CONFIDENCE ? 'doubtful' : 'unsure' });
    });
    lines.push(chars.join(''));
    confidence.push(conf);
  });
  const symbols = mrzRows.flat();
  const meanConfidence = symbols.reduce((sum, symbol) => sum + symbol.confidence, 0) / symbols.length;
  return { lines, confidence, doubts, meanConfidence, widest };
}
