/**
 * The slant left in a band after its perspective was undone (docs/passport-scan.md#how-it-works):
 * when the locator's corners follow a line only part of the way (glare or a bend cut it short), the
 * cut band's lines still slope, and at an MRZ's tight line pitch the OCR then reads the end of one
 * line into the next. The slope is measured on the print itself, by the classic projection profile:
 * at the right angle every line's ink falls into few rows, so the row histogram is sharpest.
 */
import type { Image } from 'image-js';
import { blackHat } from './morphology.ts';

/** Angles tried, in degrees either way: whole degrees, then quarter degrees around the best. */
const MAX_DEGREES = 8;
const FINE_STEP = 0.25;

/**
 * Below this slope (degrees) the band is left alone. Across a 1100 px band 1.5° drifts 29 px, two
 * thirds of a TD3's line pitch (4.23 mm against a 2.54 mm character pitch: ~42 px); less than that
 * the OCR's own line finding follows, and a second resampling would cost more than it gives.
 */
const MIN_DEGREES = 1.5;

/** The slope must sharpen the profile by this factor over the band as cut, or it is noise. */
const MIN_GAIN = 1.1;

/** Sum of squared row counts of the ink at `tan` (rows sheared by −x·tan): larger is sharper. */
function sharpness(xs: Int32Array, ys: Int32Array, count: number, tan: number, rows: Float64Array): number {
  rows.fill(0);
  const offset = rows.length / 2;
  for (let i = 0; i < count; i++) rows[Math.round(ys[i] - xs[i] * tan + offset)]++;
  let sum = 0;
  for (const value of rows) sum += value * value;
  return sum;
}

/**
 * The angle (degrees, image-js's `transformRotate` convention: positive turns anti-clockwise) that
 * levels the print of a cut band `band` (greyscale, lines roughly horizontal), or 0 when it is level
 * within `MIN_DEGREES` or the print shows no clear slope.
 */
export function residualSkew(band: Image): number {
  // At half size a 0.25° step still moves a line's end by 2 px, for a quarter of the work.
  const small = band.resize({ xFactor: 0.5, yFactor: 0.5 });
  const size = Math.max(5, Math.round(small.width / 80) | 1);
  const mask = blackHat(small, size).threshold({ algorithm: 'otsu' });
  const { width, height } = mask;
  const xs = new Int32Array(width * height);
  const ys = new Int32Array(width * height);
  let count = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (mask.getBit(x, y)) {
        xs[count] = x - width / 2;
        ys[count++] = y;
      }
  if (count < width) return 0;
  const rows = new Float64Array(2 * (height + width));
  const level = sharpness(xs, ys, count, 0, rows);
  let best = { degrees: 0, score: level };
  const tryAngle = (degrees: number) => {
    const score = sharpness(xs, ys, count, Math.tan((degrees * Math.PI) / 180), rows);
    if (score > best.score) best = { degrees, score };
  };
  for (let degrees = -MAX_DEGREES; degrees <= MAX_DEGREES; degrees++) tryAngle(degrees);
  const coarse = best.degrees;
  for (let step = -3; step <= 3; step++) if (step !== 0) tryAngle(coarse + step * FINE_STEP);
  if (Math.abs(best.degrees) < MIN_DEGREES || best.score < level * MIN_GAIN) return 0;
  // Rows sheared by −x·tan level a line that descends to the right, which a clockwise slope in
  // image coordinates is: turning it back is anti-clockwise, image-js's positive direction.
  return best.degrees;
}
