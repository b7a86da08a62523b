/**
 * Cuts a located band out of the photo, turns it level, scales it so characters are ~25 px apart
 * (Tesseract's comfortable size) and binarises it, in the variants the engine tries in turn.
 */
import { getPerspectiveWarp, order4Points, type Image, type Point } from 'image-js';
import type { Band } from './locate.ts';
import { residualSkew } from './deskew.ts';
import { blackHat } from './morphology.ts';

/** Width (px) of the prepared band: 44 characters then sit ~23 px apart, 30 about 33 px. */
const BAND_WIDTH = 1100;

export type Variant = 'flattened' | 'grey' | 'larger';

const along = (p: Point, q: Point, k: number) => ({
  column: p.column + (q.column - p.column) * k,
  row: p.row + (q.row - p.row) * k,
});

/**
 * The band's quadrilateral grown by a margin along (4 % and 8 px each end) and across (17.5 % of
 * its thickness and 6 px each side) the lines; each edge moves along its own direction, so a
 * perspective-shaped band stays perspective-shaped.
 */
function grownCorners(band: Band): Point[] {
  const [a, b, c, d] = band.corners;
  const alongBy = 0.04 + 8 / Math.max(1, band.length);
  const acrossBy = 0.175 + 6 / Math.max(1, band.thickness);
  const [a1, b1] = [along(a, b, -alongBy), along(a, b, 1 + alongBy)];
  const [d1, c1] = [along(d, c, -alongBy), along(d, c, 1 + alongBy)];
  return [
    along(d1, a1, 1 + acrossBy),
    along(c1, b1, 1 + acrossBy),
    along(b1, c1, 1 + acrossBy),
    along(a1, d1, 1 + acrossBy),
  ];
}

const distance = (p: Point, q: Point) => Math.hypot(p.column - q.column, p.row - q.row);

/**
 * The band as a level greyscale image, long side horizontal and `BAND_WIDTH` wide: the
 * quadrilateral is mapped onto a rectangle (perspective undone, not only rotation), then any slope
 * the print still shows is turned level (deskew.ts). Which way up is decided later by the OCR.
 */
export function cutBand(grey: Image, band: Band): Image {
  const corners = grownCorners(band);
  const [tl, tr, , bl] = order4Points(corners);
  const [wide, high] = [distance(tl, tr), distance(tl, bl)];
  const [long, short] = wide >= high ? [wide, high] : [high, wide];
  const across = Math.max(8, Math.round((BAND_WIDTH * short) / long));
  const [width, height] = wide >= high ? [BAND_WIDTH, across] : [across, BAND_WIDTH];
  // getPerspectiveWarp orders the corners the same way, and maps the rectangle onto them.
  const { matrix } = getPerspectiveWarp(corners, { width, height });
  const cut = grey.transform(matrix, { inverse: true, width, height, borderType: 'replicate' });
  const level = wide >= high ? cut : cut.rotate(90);
  const skew = residualSkew(level);
  return skew ? level.transformRotate(skew, { borderType: 'replicate' }) : level;
}

/**
 * `flattened`: black-hat removes shadows and glare, Otsu binarises, print ends black on white.
 * `grey`: the plain greyscale band (Tesseract binarises it itself), a second look with other errors.
 * `larger`: `flattened` at 1.4× the size, where the OCR confuses other characters (W/N, 2/Z).
 */
export function prepareBand(input: Image, variant: Variant): Image {
  if (variant === 'grey') return input;
  const band = variant === 'larger' ? input.resize({ xFactor: 1.4, yFactor: 1.4 }) : input;
  const size = Math.max(9, Math.round(band.width / 80) | 1);
  const text = blackHat(band, size);
  return text.threshold({ algorithm: 'otsu' }).invert().convertColor('GREY');
}

/** Binary PGM (P5) bytes of a greyscale image: Leptonica, inside Tesseract, reads PNM natively. */
export function toPgm(image: Image): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.width * image.height);
  out.set(header);
  const { data } = image.getRawImage();
  for (let i = 0; i < image.width * image.height; i++) out[header.length + i] = data[i * image.channels];
  return out;
}
