/**
 * Erosion and dilation by a rectangle of ones, for greyscale images and masks, in constant time per
 * pixel whatever the rectangle's size (van Herk / Gil–Werman running maximum, one pass per
 * direction). image-js's `erode`/`dilate` visit every kernel cell for every pixel; in locating the
 * band and preparing it for the OCR that was a third of a photo's reading time
 * (docs/passport-scan.md#read-time). The results equal image-js's exactly: pixels beyond the image
 * are ignored (the window is clipped at the border), as image-js does.
 */
import { Image, Mask } from 'image-js';

/** Scratch buffers, grown as needed and reused: a photo's reading runs some forty passes. */
let scratch = new Uint8Array(0);
function buffers(length: number): [Uint8Array, Uint8Array, Uint8Array] {
  if (scratch.length < 3 * length) scratch = new Uint8Array(3 * length);
  return [0, 1, 2].map((i) => scratch.subarray(i * length, (i + 1) * length)) as [Uint8Array, Uint8Array, Uint8Array];
}

/**
 * A running maximum over windows of `size` (odd) lines of `lineLength` samples each (`lineLength`
 * 1: samples along a row; the image's width: whole rows, down the columns), by van Herk /
 * Gil–Werman: the `lines` lines of `padded` (its first and last `radius` lines zeros, so outside the
 * image a sample never wins) cut into blocks of `size`; the running maximum from each block's start
 * (`forward`) and to its end (`backward`); a window spans the end of one block and the start of the
 * next. Writes `count` = `lines − size + 1` windows to `out` through `write(position, value)`.
 */
function runningMax(
  padded: Uint8Array,
  forward: Uint8Array,
  backward: Uint8Array,
  lines: number,
  lineLength: number,
  size: number,
): void {
  for (let start = 0; start < lines; start += size) {
    const end = Math.min(start + size, lines);
    const [first, last] = [start * lineLength, end * lineLength];
    for (let at = first; at < first + lineLength; at++) forward[at] = padded[at];
    for (let at = first + lineLength; at < last; at++) {
      const value = padded[at];
      forward[at] = forward[at - lineLength] > value ? forward[at - lineLength] : value;
    }
    for (let at = last - lineLength; at < last; at++) backward[at] = padded[at];
    for (let at = last - lineLength - 1; at >= first; at--) {
      const value = padded[at];
      backward[at] = backward[at + lineLength] > value ? backward[at + lineLength] : value;
    }
  }
}

/**
 * Dilation (`flip` 0) or erosion (`flip` = the largest value: the dilation of the negative
 * `flip − value`) along the rows of `data` with a window of `size` (odd) samples, into `out`.
 */
function alongRows(data: Uint8Array, out: Uint8Array, width: number, height: number, size: number, flip: number) {
  const radius = (size - 1) >> 1;
  const length = width + 2 * radius;
  const [line, forward, backward] = buffers(length);
  line.fill(0);
  for (let row = 0; row < height; row++) {
    const offset = row * width;
    for (let i = 0; i < width; i++) line[radius + i] = flip ? flip - data[offset + i] : data[offset + i];
    runningMax(line, forward, backward, length, 1, size);
    for (let j = 0; j < width; j++) {
      const a = backward[j];
      const b = forward[j + size - 1];
      out[offset + j] = flip ? flip - (a > b ? a : b) : a > b ? a : b;
    }
  }
}

/** The same along the columns, a whole row at a time (rows are contiguous in memory). */
function alongColumns(data: Uint8Array, out: Uint8Array, width: number, height: number, size: number, flip: number) {
  const radius = (size - 1) >> 1;
  const [padded, forward, backward] = buffers((height + 2 * radius) * width);
  padded.fill(0, 0, radius * width);
  padded.fill(0, (radius + height) * width);
  const top = radius * width;
  for (let i = 0; i < width * height; i++) padded[top + i] = flip ? flip - data[i] : data[i];
  runningMax(padded, forward, backward, height + 2 * radius, width, size);
  const ahead = (size - 1) * width;
  for (let at = 0; at < width * height; at++) {
    const a = backward[at];
    const b = forward[at + ahead];
    out[at] = flip ? flip - (a > b ? a : b) : a > b ? a : b;
  }
}

/**
 * Dilation (`flip` 0) or erosion (`flip` = the largest value) of `data` (`width` × `height`, one
 * byte per pixel) by a rectangle of ones, `across` × `down` (odd), into a new array.
 */
function filter(data: Uint8Array, width: number, height: number, across: number, down: number, flip: number) {
  const out = new Uint8Array(width * height);
  if (across > 1) alongRows(data, out, width, height, across, flip);
  else out.set(data);
  if (down <= 1) return out;
  const result = new Uint8Array(width * height);
  alongColumns(out, result, width, height, down, flip);
  return result;
}

const dilate = (data: Uint8Array, width: number, height: number, across: number, down: number) =>
  filter(data, width, height, across, down, 0);

const erode = (data: Uint8Array, width: number, height: number, across: number, down: number, top: number) =>
  filter(data, width, height, across, down, top);

/** Closing (dilate, then erode) of one byte per pixel whose largest value is `top`. */
const close = (data: Uint8Array, width: number, height: number, across: number, down: number, top: number) =>
  erode(dilate(data, width, height, across, down), width, height, across, down, top);

/**
 * Black-hat (closing minus image) of an 8-bit greyscale image with a `size` × `size` square of ones
 * (`size` odd): dark print on light paper becomes bright, and shadows and glare wider than `size`
 * cancel. Equal to image-js's `close` then `subtract` with the same square.
 */
export function blackHat(image: Image, size: number): Image {
  if (image.channels !== 1 || image.bitDepth !== 8) throw new Error('blackHat needs an 8-bit greyscale image.');
  const { width, height } = image;
  const original = image.getRawImage().data as Uint8Array;
  const closed = close(original, width, height, size, size, 255);
  // Closing never darkens a pixel (the window is symmetric); the clamp is image-js's `subtract`'s.
  for (let i = 0; i < closed.length; i++) closed[i] = Math.max(0, closed[i] - original[i]);
  return new Image(width, height, { data: closed, colorModel: 'GREY' });
}

const maskData = (mask: Mask) => mask.getRawImage().data;

/** Closing of a mask by an `across` × `down` rectangle of ones (odd sides): image-js's `mask.close`. */
export function closeMask(mask: Mask, across: number, down: number): Mask {
  const { width, height } = mask;
  return new Mask(width, height, { data: close(maskData(mask), width, height, across, down, 1) });
}

/** Opening (erode, then dilate) of a mask by an `across` × `down` rectangle of ones: image-js's `mask.open`. */
export function openMask(mask: Mask, across: number, down: number): Mask {
  const { width, height } = mask;
  const eroded = erode(maskData(mask), width, height, across, down, 1);
  return new Mask(width, height, { data: dilate(eroded, width, height, across, down) });
}
