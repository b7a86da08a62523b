import { Image } from 'image-js';
import { describe, expect, it } from 'vitest';
import { residualSkew } from './deskew.ts';

/**
 * A band 1100 × 140 px of two MRZ-like lines (44 dark 14 × 24 px characters, 25 px apart, lines 42
 * px apart) on light paper, each line descending by `degrees` to the right (image rows grow down).
 */
function band(degrees: number): Image {
  const image = new Image(1100, 140, { colorModel: 'GREY' }).fill(230);
  const tan = Math.tan((degrees * Math.PI) / 180);
  for (const top of [35, 77])
    for (let char = 0; char < 44; char++) {
      const left = 5 + char * 25;
      for (let x = left; x < left + 14; x++) {
        const y0 = Math.round(top + (x - 550) * tan);
        for (let y = y0; y < y0 + 24; y++) if (y >= 0 && y < 140) image.setValue(x, y, 0, 30);
      }
    }
  return image;
}

describe('residual slope of a cut band', () => {
  it('finds the slope of lines descending to the right, to turn back anti-clockwise', () => {
    expect(residualSkew(band(3))).toBeCloseTo(3, 0);
    expect(residualSkew(band(-2.5))).toBeCloseTo(-2.5, 0);
  });

  it('leaves a level band, or one within 1.5°, alone', () => {
    expect(residualSkew(band(0))).toBe(0);
    expect(residualSkew(band(1))).toBe(0);
  });

  it('leaves a band without print alone', () => {
    expect(residualSkew(new Image(1100, 140, { colorModel: 'GREY' }).fill(230))).toBe(0);
  });
});
