/**
 * Places recognised characters on the MRZ's fixed grid. OCR-B in an MRZ is monospaced with a fixed
 * number of characters per line (ICAO Doc 9303 Part 3 §4.1: 30, 36 or 44), so a character's column
 * follows from its position; columns nothing was read in are fillers (`<`) the OCR skipped, which
 * Tesseract often does inside long filler runs.
 */
import type { DoubtfulChar } from './mrz-result.ts';
import type { OcrSymbol } from './types.ts';

/** Characters below this Tesseract confidence (0–100) are doubtful: a second look or a review. */
export const DOUBTFUL_CONFIDENCE = 70;

/** Below this confidence a character is not repaired but still shown for review (names have no check digit). */
export const UNSURE_CONFIDENCE = 85;

const LINE_LENGTHS = [30, 36, 44] as const;
const MRZ_CHAR = /^[A-Z0-9<]$/;

export interface GridLines {
  lines: string[];
  confidence: number[][];
  doubtful: DoubtfulChar[];
  /** Characters between DOUBTFUL_CONFIDENCE and UNSURE_CONFIDENCE: review only. */
  unsure: DoubtfulChar[];
  /** Mean confidence (0–100) of the recognised characters (not of the filled-in fillers). */
  meanConfidence: number;
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

/** Column per symbol, walking left to right so perspective drift along a line does not accumulate. */
function columnsOf(row: OcrSymbol[], pitch: number): number[] {
  const columns = [0];
  for (let i = 1; i < row.length; i++)
    columns.push(columns[i - 1] + Math.max(1, Math.round((row[i].x - row[i - 1].x) / pitch)));
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
 * Lays OCR rows (each a left-to-right list of symbols) on a grid of 2 or 3 lines of 30/36/44
 * characters. Rows with fewer than 20 symbols (page text near the band) are ignored; returns `null`
 * when fewer than 2 rows remain. Each line starts at its first symbol (lines are left-aligned),
 * after symbols left of every other line's start are dropped.
 */
export function layOnGrid(ocrRows: OcrSymbol[][]): GridLines | null {
  const rows = ocrRows
    .map((row) => row.filter((symbol) => MRZ_CHAR.test(symbol.text)).sort((a, b) => a.x - b.x))
    .filter((row) => row.length >= 20);
  if (rows.length < 2) return null;
  const lastRows = rows.slice(-3).length === 3 && rows.length >= 3 ? rows.slice(-3) : rows.slice(-2);
  const pitch = pitchOf(lastRows);
  const mrzRows = alignStarts(lastRows, pitch);
  const columns = mrzRows.map((row) => columnsOf(row, pitch));
  const widest = Math.max(...columns.map((cols) => cols[cols.length - 1] + 1));
  const length =
    mrzRows.length === 3
      ? 30
      : LINE_LENGTHS.reduce((best, n) => (Math.abs(n - widest) < Math.abs(best - widest) ? n : best));
  const lines: string[] = [];
  const confidence: number[][] = [];
  const doubtful: DoubtfulChar[] = [];
  const unsure: DoubtfulChar[] = [];
  mrzRows.forEach((row, lineIndex) => {
    const chars = Array<string>(length).fill('<');
    const conf = Array<number>(length).fill(100);
    row.forEach((symbol, i) => {
      const column = columns[lineIndex][i];
      if (column >= length || (conf[column] < 100 && conf[column] >= symbol.confidence)) return;
      chars[column] = symbol.text;
      conf[column] = symbol.confidence;
    });
    conf.forEach((value, column) => {
      if (value < DOUBTFUL_CONFIDENCE) doubtful.push({ line: lineIndex, column });
      else if (value < UNSURE_CONFIDENCE) unsure.push({ line: lineIndex, column });
    });
    lines.push(chars.join(''));
    confidence.push(conf);
  });
  const symbols = mrzRows.flat();
  const meanConfidence = symbols.reduce((sum, symbol) => sum + symbol.confidence, 0) / symbols.length;
  return { lines, confidence, doubtful, unsure, meanConfidence };
}
