/**
 * Finds candidate MRZ bands in a photo before any OCR (docs/passport-scan.md#how-it-works), with
 * image-js so it runs unchanged in the browser worker and in Node: downscale → black-hat (dark
 * print on light paper becomes bright, uneven light cancels) → Otsu → closing along the text
 * direction, both ways (upright and quarter-turned pages), so each printed line becomes one region
 * → text lines (long, thin regions) → groups of 2–3 parallel lines of the same length and height,
 * evenly spaced: the MRZ-like bands, best first (band-score.ts).
 */
import { fromMask, type Image, type Mask, type Point } from 'image-js';
import { bandsFromLines, type Band, type TextLine } from './band-score.ts';
import { blackHat, closeMask, openMask } from './morphology.ts';

export type { Band } from './band-score.ts';

/** Working size of the long image side while locating (px): MRZ characters are then ~5–12 px. */
const WORK_SIZE = 640;

const distance = (a: Point, b: Point) => Math.hypot(a.column - b.column, a.row - b.row);

/** Text lines of `mask` (closed along one direction): regions at least 8× as long as thick. */
function textLines(mask: Mask, scale: number, minLength: number): TextLine[] {
  const lines: TextLine[] = [];
  for (const roi of fromMask(mask).getRois({ kind: 'white', minSurface: minLength })) {
    const { points, width, height } = roi.mbr;
    const [length, thickness] = [Math.max(width, height), Math.min(width, height)];
    if (thickness < 2 || length < minLength || length / thickness < 8) continue;
    const abs = points.map((p) => ({
      column: (p.column + roi.origin.column) / scale,
      row: (p.row + roi.origin.row) / scale,
    }));
    // The mbr's corners run round the rectangle; its long sides give the line's two rails.
    const longFirst = distance(abs[0], abs[1]) >= distance(abs[1], abs[2]);
    const [a, b, c, d] = longFirst ? abs : [abs[1], abs[2], abs[3], abs[0]];
    const mid = (p: Point, q: Point) => ({ column: (p.column + q.column) / 2, row: (p.row + q.row) / 2 });
    lines.push({
      start: mid(a, d),
      end: mid(b, c),
      thickness: thickness / scale,
      fill: roi.surface / roi.mbr.surface,
    });
  }
  return lines;
}

/**
 * Slim blocks after closing along and across the text: 2–3 MRZ lines printed so close (or blurred
 * so much) that they merged into one region. The line count is left to the OCR.
 */
function blocks(text: Mask, scale: number, minLength: number, longest: number): Band[] {
  const merged = openMask(closeMask(closeMask(text, 15, 1), 1, 11), 3, 3);
  const bands: Band[] = [];
  for (const roi of fromMask(merged).getRois({ kind: 'white', minSurface: minLength * 2 })) {
    const { points, width, height } = roi.mbr;
    const [length, thickness] = [Math.max(width, height), Math.min(width, height)];
    if (length < minLength || length / thickness < 3 || length / thickness > 30) continue;
    const corners = points.map((p) => ({
      column: (p.column + roi.origin.column) / scale,
      row: (p.row + roi.origin.row) / scale,
    }));
    // Start at a long side, as the line bands do (prepare.ts grows along the first edge).
    const ordered =
      distance(corners[0], corners[1]) >= distance(corners[1], corners[2])
        ? corners
        : [...corners.slice(1), corners[0]];
    bands.push({
      corners: ordered,
      length: length / scale,
      thickness: thickness / scale,
      lines: 0,
      score: 0.4 * Math.min(1, length / scale / longest),
    });
  }
  return bands;
}

/** Thresholds tried in turn on the black-hat: Otsu, then Yen (stricter) when a security pattern came through. */
const THRESHOLDS = ['otsu', 'yen'] as const;

/**
 * Candidate MRZ bands of a greyscale image, best first (at most `limit`): each a quadrilateral
 * around 2–3 MRZ-like lines (its corners follow the lines, so perspective can be undone); when no
 * group of lines is found, also slim blocks of merged lines and single long lines widened to both
 * sides.
 */
export function locateBands(grey: Image, limit = 3): Band[] {
  const scale = Math.min(1, WORK_SIZE / Math.max(grey.width, grey.height));
  const small = scale < 1 ? grey.resize({ xFactor: scale, yFactor: scale }) : grey;
  const hat = blackHat(small, 15);
  const minLength = Math.min(small.width, small.height) * 0.2;
  const bands: Band[] = [];
  for (const algorithm of THRESHOLDS) {
    const text = hat.threshold({ algorithm });
    const lines = [
      ...textLines(openMask(closeMask(text, 15, 1), 3, 1), scale, minLength),
      ...textLines(openMask(closeMask(text, 1, 15), 1, 3), scale, minLength),
    ];
    bands.push(...bandsFromLines(lines));
    if (bands.some((band) => band.lines >= 2)) break;
    const longest = Math.max(minLength / scale, ...bands.map((band) => band.length));
    bands.push(...blocks(text, scale, minLength, longest));
  }
  return distinct(bands.sort((a, b) => b.score - a.score)).slice(0, limit);
}

const centreOf = (band: Band) => ({
  column: band.corners.reduce((sum, p) => sum + p.column, 0) / 4,
  row: band.corners.reduce((sum, p) => sum + p.row, 0) / 4,
});

/** Bands in order, without those another band before them already covers (found by both thresholds). */
function distinct(bands: Band[]): Band[] {
  return bands.filter(
    (band, i) =>
      !bands
        .slice(0, i)
        .some(
          (other) =>
            distance(centreOf(band), centreOf(other)) < 0.1 * band.length &&
            Math.abs(other.length - band.length) < 0.1 * band.length &&
            other.lines === band.lines,
        ),
  );
}
