/**
 * Cuts a located band out of the photo, turns it level, scales it so characters are ~25 px apart
 * (Tesseract's comfortable size) and binarises it, in the variants the engine tries in turn.
 */
import type { Image, Point } from 'image-js';
import { blackHat, type Band } from './locate.ts';

/** Width (px) of the prepared band: 44 characters then sit ~23 px apart, 30 about 33 px. */
const BAND_WIDTH = 1100;

export type Variant = 'flattened' | 'grey' | 'larger';

/** The band's rectangle grown by a margin along (4 %) and across (35 %) the lines, long side first. */
function grownCorners(band: Band): Point[] {
  const [a, b, c] = band.corners;
  const centre = {
    column: (a.column + c.column) / 2,
    row: (a.row + c.row) / 2,
  };
  const ab = Math.hypot(b.column - a.column, b.row - a.row);
  const bc = Math.hypot(c.column - b.column, c.row - b.row);
  const [p, q] = ab >= bc ? [a, b] : [b, c];
  const along = {
    column: (q.column - p.column) / Math.max(ab, bc),
    row: (q.row - p.row) / Math.max(ab, bc),
  };
  const across = { column: -along.row, row: along.column };
  const half = (band.length / 2) * 1.04 + 8;
  const halfThick = (band.thickness / 2) * 1.35 + 6;
  const at = (s: number, t: number) => ({
    column: centre.column + along.column * s + across.column * t,
    row: centre.row + along.row * s + across.row * t,
  });
  return [at(-half, -halfThick), at(half, -halfThick), at(half, halfThick), at(-half, halfThick)];
}

/** The band as a level greyscale image, long side horizontal (which way up is decided later by OCR). */
export function cutBand(grey: Image, band: Band): Image {
  let cut = grey.cropRectangle(grownCorners(band));
  if (cut.height > cut.width) cut = cut.rotate(90);
  const factor = BAND_WIDTH / cut.width;
  return cut.resize({ xFactor: factor, yFactor: factor });
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
