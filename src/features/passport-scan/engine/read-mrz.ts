/**
 * The MRZ reading pipeline shared by the browser worker and Node (CLI, bench, tests):
 * locate the band → cut it level → OCR → lay characters on the MRZ grid → structural repair and a
 * second look → parse and verify with the `mrz` package. Tries the other way up, a second
 * binarisation and the next band only while the reading is not yet fully valid.
 */
import { Image } from 'image-js';
import { DOUBTFUL_CONFIDENCE, layOnGrid, UNSURE_CONFIDENCE, type GridLines } from './line-layout.ts';
import { locateBands } from './locate.ts';
import type { MrzOcr } from './ocr.ts';
import { cutBand, prepareBand, toPgm, type Variant } from './prepare.ts';
import { documentNumberIsAmbiguous } from './ambiguity.ts';
import { secondLook } from './repair.ts';
import { NO_MRZ_MESSAGE, type MrzScanResult, type ScanOutcome } from './types.ts';

/** Decoded pixels, as in `ImageData` (RGBA, 4 bytes per pixel, row-major). */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

export interface ReadOptions {
  /** `band` (default) locates the MRZ first; `whole` OCRs the whole photo (the naive baseline for the bench). */
  approach?: 'band' | 'whole';
  /** Most OCR passes before giving up (each ~0.5–1 s on 2 cores). */
  maxPasses?: number;
  onProgress?: (stage: 'locating' | 'reading', fraction: number) => void;
  today?: Date;
}

/** Higher is better: a valid reading beats any invalid one; then passed checks, then fewer doubts. */
function score(result: MrzScanResult): number {
  const checks = Object.values(result.checks);
  return (
    (result.valid ? 1000 : 0) +
    100 * checks.filter((c) => c === true).length -
    50 * checks.filter((c) => c === false).length -
    result.review.length
  );
}

/** Character-wise merge of two readings of the same grid, keeping the more confident character. */
function merge(a: GridLines, b: GridLines): GridLines | null {
  if (a.lines.length !== b.lines.length || a.lines.some((line, i) => line.length !== b.lines[i].length)) return null;
  const confidence = a.confidence.map((row, i) => row.map((value, j) => Math.max(value, b.confidence[i][j])));
  const lines = a.lines.map((line, i) =>
    [...line].map((char, j) => (a.confidence[i][j] >= b.confidence[i][j] ? char : b.lines[i][j])).join(''),
  );
  // Doubtful where the readings disagree or both were unsure; unsure (review only) below 85.
  const positions = lines.flatMap((line, i) => [...line].map((_, j) => ({ line: i, column: j })));
  const doubtful = positions.filter(
    ({ line, column }) =>
      confidence[line][column] < DOUBTFUL_CONFIDENCE || a.lines[line][column] !== b.lines[line][column],
  );
  const unsure = positions.filter((p) => !doubtful.includes(p) && confidence[p.line][p.column] < UNSURE_CONFIDENCE);
  return {
    lines,
    confidence,
    doubtful,
    unsure,
    meanConfidence: (a.meanConfidence + b.meanConfidence) / 2,
  };
}

const meanConfidence = (grid: GridLines) => grid.meanConfidence;

/** Below this mean confidence a reading is checked against the band turned by 180°. */
const UPRIGHT_CONFIDENCE = 80;

/** A valid reading at or above this mean confidence needs no second reading to confirm it. */
const SURE_CONFIDENCE = 93;

/** `result` with the document number marked for review (once). */
function withReview(result: MrzScanResult, reason: string): MrzScanResult {
  if (result.review.some((item) => item.field === 'documentNumber')) return result;
  return { ...result, review: [...result.review, { field: 'documentNumber', reason }] };
}

function toGrey(rgba: RgbaImage): Image {
  return new Image(rgba.width, rgba.height, {
    data: new Uint8Array(rgba.data.buffer, rgba.data.byteOffset, rgba.data.byteLength),
    colorModel: 'RGBA',
  }).grey();
}

/**
 * Reads the MRZ of one photo. Returns `{ found: true, result }` with the best reading (which may be
 * invalid, with fields marked for review), or `{ found: false, message }` when no band of 2–3 MRZ
 * lines could be read. OCR errors propagate.
 */
export async function readMrz(rgba: RgbaImage, ocr: MrzOcr, options: ReadOptions = {}): Promise<ScanOutcome> {
  const { approach = 'band', maxPasses = 7, onProgress, today } = options;
  onProgress?.('locating', 0);
  const grey = toGrey(rgba);
  const cuts =
    approach === 'whole'
      ? [() => grey.resize({ xFactor: Math.min(1, 1600 / grey.width), yFactor: Math.min(1, 1600 / grey.width) })]
      : locateBands(grey).map((band) => () => cutBand(grey, band));
  let best: MrzScanResult | null = null;
  // How many separate readings gave exactly `best`, and whether one of them was confident throughout.
  let support = 0;
  let sure = false;
  let passes = 0;
  const read = async (image: Image): Promise<GridLines | null> => {
    onProgress?.('reading', passes / maxPasses);
    passes++;
    return layOnGrid(await ocr.recognize(toPgm(image)));
  };
  const settled = () =>
    best !== null &&
    best.valid &&
    (support >= 2 || sure) &&
    !best.review.some((item) => item.reason.startsWith('Check digit'));
  for (const makeCut of cuts) {
    const cut = makeCut();
    const readings: GridLines[] = [];
    let upsideDown = false;
    for (const variant of approach === 'whole'
      ? (['grey'] as Variant[])
      : (['flattened', 'larger', 'grey'] as Variant[])) {
      if (passes >= maxPasses || settled()) break;
      const turn = (flip: boolean) => prepareBand(flip ? cut.rotate(180) : cut, variant);
      let grid = await read(turn(upsideDown));
      // Upside-down print reads as confident-looking garbage at low confidence: try the other way up.
      if ((!grid || meanConfidence(grid) < UPRIGHT_CONFIDENCE) && passes < maxPasses) {
        const other = await read(turn(!upsideDown));
        if (other && (!grid || meanConfidence(other) > meanConfidence(grid))) [grid, upsideDown] = [other, !upsideDown];
      }
      if (!grid) break;
      const merged = readings.map((other) => merge(other, grid)).find(Boolean);
      readings.push(grid);
      const own = secondLook(grid.lines, grid.doubtful, today, grid.unsure);
      const same = (result: MrzScanResult | null) =>
        result !== null && best !== null && result.lines.join() === best.lines.join();
      if (same(own)) support++;
      for (const candidate of [own, merged && secondLook(merged.lines, merged.doubtful, today, merged.unsure)]) {
        if (!candidate || (best && score(candidate) <= score(best))) continue;
        best = candidate;
        support = same(own) || candidate === own ? 1 : 0;
        sure = candidate === own && grid.meanConfidence >= SURE_CONFIDENCE;
      }
    }
    if (settled()) break;
  }
  if (best?.valid && documentNumberIsAmbiguous(best, today))
    best = withReview(
      best,
      'Look-alike characters (0/O, 8/B, W/N…) could be read either way: compare it with the page.',
    );
  if (best?.valid && support < 2 && !sure)
    best = withReview(
      best,
      'Read only once, with low confidence: compare the document number and dates with the page.',
    );
  onProgress?.('reading', 1);
  return best ? { found: true, result: best } : { found: false, message: NO_MRZ_MESSAGE };
}
