/**
 * The MRZ reading pipeline shared by the browser worker and Node (CLI, bench, tests):
 * locate candidate bands → cut each level with its perspective undone → OCR → lay characters on the
 * MRZ grid → structural repair and a second look → parse and verify with the `mrz` package. Tries
 * the other way up, other binarisations and the next band only while the reading is not yet
 * confirmed, and keeps the reading that passes the most check digits.
 */
import { Image } from 'image-js';
import { widenBand } from './band-score.ts';
import { markDisputedNames } from './disputed-names.ts';
import { DOUBTFUL_CONFIDENCE, layOnGrid, UNSURE_CONFIDENCE, type GridLines } from './line-layout.ts';
import { locateBands } from './locate.ts';
import type { MrzOcr } from './ocr.ts';
import { cutBand, prepareBand, toPgm, type Variant } from './prepare.ts';
import { secondLook } from './repair.ts';
import { isUnsureMark } from './review.ts';
import { NO_MRZ_MESSAGE, type BandImage, type Doubt, type MrzScanResult, type ScanOutcome } from './types.ts';

/** Decoded pixels, as in `ImageData` (RGBA, 4 bytes per pixel, row-major). */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

export interface ReadOptions {
  /** Most OCR passes before giving up (each ~0.1–0.5 s on 2 cores). */
  maxPasses?: number;
  onProgress?: (stage: 'locating' | 'reading', fraction: number) => void;
  today?: Date;
}

/**
 * Higher is better: a valid reading beats any invalid one, and one that can fill the form
 * (`reliable`) one that cannot; then more passed check digits, then fewer marks.
 */
function score(result: MrzScanResult): number {
  const checks = Object.values(result.checks);
  return (
    (result.valid ? 1000 : 0) +
    (result.reliable ? 500 : 0) +
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
  // Doubtful where the readings disagree or both were unsure; unsure (review only) below UNSURE_CONFIDENCE.
  const doubts: Doubt[] = lines.flatMap((line, i) =>
    [...line].flatMap((_, j): Doubt[] => {
      if (confidence[i][j] < DOUBTFUL_CONFIDENCE || a.lines[i][j] !== b.lines[i][j])
        return [{ line: i, column: j, kind: 'doubtful' }];
      return confidence[i][j] < UNSURE_CONFIDENCE ? [{ line: i, column: j, kind: 'unsure' }] : [];
    }),
  );
  return { lines, confidence, doubts, meanConfidence: (a.meanConfidence + b.meanConfidence) / 2, widest: a.widest };
}

/** Below this mean confidence a reading is checked against the band turned by 180°. */
const UPRIGHT_CONFIDENCE = 80;

/** A valid reading at or above this mean confidence needs no second reading to confirm it. */
const SURE_CONFIDENCE = 93;

/** Binarisations tried in turn on each band (prepare.ts). */
const VARIANTS: Variant[] = ['flattened', 'larger', 'grey'];

/**
 * The photo in grey as the brightest of its red, green and blue: MRZ print is black (ICAO Doc 9303
 * Part 3 §4.1), while stamps, overprints and security patterns around it are coloured and so fade.
 */
function toGrey(rgba: RgbaImage): Image {
  return new Image(rgba.width, rgba.height, {
    data: new Uint8Array(rgba.data.buffer, rgba.data.byteOffset, rgba.data.byteLength),
    colorModel: 'RGBA',
  }).grey({ algorithm: 'max' });
}

/** Longest side (px) of the band image returned for the form: enough to compare with the page. */
const BAND_IMAGE_WIDTH = 720;

/** The band as read (turned the right way up), small, as greyscale pixels. */
function bandImage(cut: Image, upsideDown: boolean): BandImage {
  const turned = upsideDown ? cut.rotate(180) : cut;
  const factor = Math.min(1, BAND_IMAGE_WIDTH / turned.width);
  const small = factor < 1 ? turned.resize({ xFactor: factor, yFactor: factor }) : turned;
  const { data } = small.getRawImage();
  return { width: small.width, height: small.height, data: Uint8Array.from(data) };
}

/**
 * Reads the MRZ of one photo or camera frame: locates candidate bands (best first), reads each
 * (flattened, enlarged and plain grey; the other way up when the OCR is unsure), repairs, and keeps
 * the reading that passes the most check digits. Stops early once a valid reading is confirmed by a
 * second one or was read with high confidence throughout. A name letter another reading read
 * otherwise is marked for review (disputed-names.ts).
 *
 * Returns `{ found: true, result, band }` with the best reading (check `result.reliable`,
 * `result.valid` and `result.review`) and the band it was read from, or `{ found: false, message }`
 * when no band gave 2–3 MRZ lines. OCR errors propagate.
 */
export async function readMrz(rgba: RgbaImage, ocr: MrzOcr, options: ReadOptions = {}): Promise<ScanOutcome> {
  const { maxPasses = 7, onProgress, today } = options;
  onProgress?.('locating', 0);
  const grey = toGrey(rgba);
  const bands = locateBands(grey);
  let best: { result: MrzScanResult; band: BandImage } | null = null;
  // How many separate readings gave exactly `best`, and whether one of them was confident throughout.
  let support = 0;
  let sure = false;
  let passes = 0;
  // Every reading's lines, to find name letters another reading disputes (disputed-names.ts).
  const seen: string[][] = [];
  const read = async (image: Image, lines: number): Promise<GridLines | null> => {
    onProgress?.('reading', passes / maxPasses);
    passes++;
    const grid = layOnGrid(await ocr.recognize(toPgm(image)), lines, image.width);
    if (grid) seen.push(grid.lines);
    return grid;
  };
  // Confirmed, and nothing left that another reading could settle (a character the OCR was unsure of).
  const settled = () =>
    best !== null &&
    best.result.valid &&
    (support >= 2 || sure) &&
    !best.result.review.some((item) => item.reason.startsWith('Check digit') || isUnsureMark(item));
  for (let b = 0; b < bands.length; b++) {
    const band = bands[b];
    const cut = cutBand(grey, band);
    const readings: GridLines[] = [];
    let upsideDown = false;
    for (const variant of VARIANTS) {
      if (passes >= maxPasses || settled()) break;
      const turn = (flip: boolean) => prepareBand(flip ? cut.rotate(180) : cut, variant);
      let grid = await read(turn(upsideDown), band.lines);
      // Upside-down print reads as confident-looking garbage at low confidence: try the other way up.
      if ((!grid || grid.meanConfidence < UPRIGHT_CONFIDENCE) && passes < maxPasses) {
        const other = await read(turn(!upsideDown), band.lines);
        if (other && (!grid || other.meanConfidence > grid.meanConfidence)) [grid, upsideDown] = [other, !upsideDown];
      }
      if (!grid) break;
      // Two lines 30 characters long are a TD1 whose third line the locator missed: read it next.
      if (band.lines === 2 && readings.length === 0 && grid.widest <= 33)
        bands.splice(b + 1, 0, widenBand(band, 0.6, 3));
      const merged = readings.map((other) => merge(other, grid)).find(Boolean);
      readings.push(grid);
      const own = secondLook(grid.lines, grid.doubts, today);
      const same = (result: MrzScanResult | null) =>
        result !== null && best !== null && result.lines.join() === best.result.lines.join();
      if (same(own)) support++;
      for (const candidate of [own, merged && secondLook(merged.lines, merged.doubts, today)]) {
        if (!candidate || (best && score(candidate) <= score(best.result))) continue;
        support = same(own) || candidate === own ? 1 : 0;
        best = { result: candidate, band: bandImage(cut, upsideDown) };
        sure = candidate === own && grid.meanConfidence >= SURE_CONFIDENCE;
      }
    }
    if (settled()) break;
  }
  onProgress?.('reading', 1);
  if (!best) return { found: false, message: NO_MRZ_MESSAGE };
  return { found: true, result: markDisputedNames(best.result, seen, today), band: best.band };
}
