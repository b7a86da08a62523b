import { Image, Mask } from 'image-js';
import { describe, expect, it } from 'vitest';
import { blackHat, closeMask, openMask } from './morphology.ts';

const ones = (width: number, height: number) => Array.from({ length: height }, () => Array<number>(width).fill(1));

/** image-js's own black-hat with the same square, done as separate passes: the reference. */
function reference(image: Image, size: number): Image {
  const [row, column] = [ones(size, 1), ones(1, size)];
  return image
    .dilate({ kernel: row })
    .dilate({ kernel: column })
    .erode({ kernel: row })
    .erode({ kernel: column })
    .subtract(image);
}

/** A deterministic noisy grey image: light paper with dark strokes and a shadow gradient. */
function page(width: number, height: number, seed: number): Image {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) {
    const [x, y] = [i % width, Math.floor(i / width)];
    const stroke = (x % 7 < 2 && y % 5 < 4) || random() < 0.05;
    data[i] = Math.max(0, Math.min(255, (stroke ? 40 : 220) - x / 3 + random() * 30));
  }
  return new Image(width, height, { data, colorModel: 'GREY' });
}

describe('blackHat', () => {
  it.each([
    [37, 23, 3],
    [64, 40, 9],
    [120, 31, 15],
    [50, 12, 19],
    [9, 30, 41],
  ])('equals image-js on a %i×%i image with a %i px square, borders included', (width, height, size) => {
    const image = page(width, height, width * height + size);
    const hat = blackHat(image, size);
    expect([hat.width, hat.height]).toEqual([width, height]);
    expect(Array.from(hat.getRawImage().data)).toEqual(Array.from(reference(image, size).getRawImage().data));
  });

  it('turns dark print on light paper bright and leaves the paper black', () => {
    const data = new Uint8Array(30 * 10).fill(200);
    for (let x = 10; x < 13; x++) for (let y = 3; y < 7; y++) data[y * 30 + x] = 20;
    const hat = blackHat(new Image(30, 10, { data, colorModel: 'GREY' }), 9);
    expect(hat.getValue(11, 5, 0)).toBe(180);
    expect(hat.getValue(25, 5, 0)).toBe(0);
  });

  it('refuses a colour image', () => {
    expect(() => blackHat(new Image(4, 4), 3)).toThrow(/greyscale/);
  });
});

/** A deterministic speckled mask with runs along the rows, as a thresholded line of print gives. */
function speckles(width: number, height: number, seed: number): Mask {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = (i % width) % 9 < 4 && random() < 0.7 ? 1 : random() < 0.1 ? 1 : 0;
  return new Mask(width, height, { data });
}

describe('closeMask and openMask', () => {
  it.each([
    [15, 1],
    [1, 15],
    [1, 11],
    [3, 1],
    [1, 3],
    [3, 3],
    [21, 5],
  ])('equal image-js with a %i×%i rectangle, borders included', (across, down) => {
    const mask = speckles(61, 37, across * 100 + down);
    const kernel = Array.from({ length: down }, () => Array<number>(across).fill(1));
    const bits = (m: Mask) => Array.from(m.getRawImage().data);
    expect(bits(closeMask(mask, across, down))).toEqual(bits(mask.close({ kernel })));
    expect(bits(openMask(mask, across, down))).toEqual(bits(mask.open({ kernel })));
  });

  it('joins the characters of a printed line into one region and leaves the mask it was given alone', () => {
    const data = new Uint8Array(40 * 5);
    for (const x of [5, 6, 12, 13, 19, 20]) data[2 * 40 + x] = 1;
    const mask = new Mask(40, 5, { data });
    const closed = closeMask(mask, 9, 1);
    expect(Array.from({ length: 16 }, (_, i) => closed.getBit(5 + i, 2))).toEqual(Array(16).fill(1));
    expect(mask.getBit(8, 2)).toBe(0);
  });
});
