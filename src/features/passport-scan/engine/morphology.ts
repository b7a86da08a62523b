/**
 * Erosion and dilation by a rectangle of ones, for greyscale images and masks, in constant time per
 * pixel whatever the rectangle's size (van Herk / Gil–Werman running maximum, one pass per
 * direction). image-js's `erode`/`dilate` visit every kernel cell for every pixel; in locating the
 * band and preparing it for the OCR that was a third of a photo's reading time
 * (docs/passport-scan.md#read-time). The results equal image-js's exactly: pixels beyond the image
 * are ignored (the window is clipped at the border), as image-js does.
 */
import { Image, Mask } from 'image-js';

/**
 * A dilation (`flip` 0) or erosion (`flip` = the largest value, computed as the dilation of the
 * negative `flip − value`) along the rows of `data` with a window of `size` (odd) samples, into
 * `out`. Per row: the samples padded with `radius` zeros each side (outside the image a sample
 * never wins), cut into blocks of `size`; the running maximum from each block's start (`forward`)
 * and to its end (`backward`); a window spans the end of one block and the start of the next.
 */
function alongRows(data: Uint8Array, out: Uint8Array, width: number, height: number, size: number, flip: number) {
  const radius = (size - 1) >> 1;
  const padded = width + 2 * radius;
  const [line, forward, backward] = [new Uint8Array(padded), new Uint8Array(padded), new Uint8Array(padded)];
  for (let row = 0; row < height; row++) {
    const offset = row * width;
    for (let i = 0; i < width; i++) line[radius + i] = flip ? flip - data[offset + i] : data[offset + i];
    for (let start = 0; start < padded; start += size) {
      const end = Math.min(start + size, padded);
      forward[start] = line[start];
      for (let i = start + 1; i < end; i++) forward[i] = forward[i - 1] > line[i] ? forward[i - 1] : line[i];
      backward[end - 1] = line[end - 1];
      for (let i = end - 2; i >= start; i--) backward[i] = backward[i + 1] > line[i] ? backward[i + 1] : line[i];
    }
    for (let j = 0; j < width; j++) {
      const [a, b] = [backward[j], forward[j + size - 1]];
      const value = a > b ? a : b;
      out[offset + j] = flip ? flip - value : value;
    }
  }
}

/**
 * The same along the columns, a whole row at a time (rows are contiguous in memory): the padding,
 * blocks and running maxima are rows of `width` samples.
 */
function alongColumns(data: Uint8Array, out: Uint8Array, width: number, height: number, size: number, flip: number) {
  const radius = (size - 1) >> 1;
  const padded = height + 2 * radius;
  const forward = new Uint8Array(padded * width);
  const backward = new Uint8Array(padded * width);
  // Sample (row i of the padded column, column c) of the image, flipped: 0 in the padding.
  const sample = (i: number, c: number) => {
    const row = i - radius;
    if (row < 0 || row >= height) return 0;
    return flip ? flip - data[row * width + c] : data[row * width + c];
  };
  for (let start = 0; start < padded; start += size) {
    const end = Math.min(start + size, padded);
    for (let c = 0; c < width; c++) forward[start * width + c] = sample(start, c);
    for (let i = start + 1; i < end; i++)
      for (let c = 0, at = i * width; c < width; c++, at++) {
        const value = sample(i, c);
        forward[at] = forward[at - width] > value ? forward[at - width] : value;
      }
    for (let c = 0; c < width; c++) backward[(end - 1) * width + c] = sample(end - 1, c);
    for (let i = end - 2; i >= start; i--)
      for (let c = 0, at = i * width; c < width; c++, at++) {
        const value = sample(i, c);
        backward[at] = backward[at + width] > value ? backward[at + width] : value;
      }
  }
  for (let j = 0; j < height; j++)
    for (let c = 0, at = j * width, ahead = (j + size - 1) * width; c < width; c++, at++, ahead++) {
      const value = backward[at] > forward[ahead] ? backward[at] : forward[ahead];
      out[at] = flip ? flip - value : value;
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
