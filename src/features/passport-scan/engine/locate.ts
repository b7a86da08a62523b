/**
 * Finds the MRZ band in a photo before any OCR (the approach of PassportEye and of OpenCV MRZ
 * tutorials, done with image-js so it runs unchanged in a browser worker and in Node):
 * downscale to 560 px → black-hat (dark print on light paper becomes bright, uneven light cancels) → Otsu →
 * closing along and across lines (characters merge into lines, lines into a band) → connected
 * regions → minimum-area rotated rectangle. The MRZ is the longest slim band; any angle works
 * because closing both ways also merges a band turned by 90°.
 */
import { fromMask, type Image, type Mask, type Point } from 'image-js';

export interface Band {
  /** Corners of the rotated rectangle in full-image pixels, clockwise. */
  corners: Point[];
  /** Long side in full-image pixels. */
  length: number;
  /** Short side in full-image pixels. */
  thickness: number;
}

/** Working size of the long image side while locating (px): MRZ characters are then ~6–10 px. */
const WORK_SIZE = 560;

const kernel = (width: number, height: number) => Array.from({ length: height }, () => Array<number>(width).fill(1));

/**
 * Black-hat (closing minus image) with a square kernel of `size`, done as two 1-D passes per
 * operation (a rectangle is separable), ~7× faster than image-js's 2-D kernel at this size.
 */
export function blackHat(image: Image, size: number): Image {
  const [row, column] = [kernel(size, 1), kernel(1, size)];
  const closed = image
    .dilate({ kernel: row })
    .dilate({ kernel: column })
    .erode({ kernel: row })
    .erode({ kernel: column });
  return closed.subtract(image);
}

/** Slim bands in a mask (long side 3–`maxAspect` × the short side, at least a quarter of the image). */
function slimBands(mask: Mask, scale: number, minSide: number, maxAspect: number): (Band & { score: number })[] {
  const bands: (Band & { score: number })[] = [];
  for (const roi of fromMask(mask).getRois({ kind: 'white', minSurface: minSide * 2 })) {
    const mbr = roi.mbr;
    const length = Math.max(mbr.width, mbr.height);
    const thickness = Math.min(mbr.width, mbr.height);
    if (thickness < 4 || length / thickness < 3 || length / thickness > maxAspect || length < minSide * 0.25) continue;
    bands.push({
      corners: mbr.points.map((p) => ({
        column: (p.column + roi.origin.column) / scale,
        row: (p.row + roi.origin.row) / scale,
      })),
      length: length / scale,
      thickness: thickness / scale,
      score: length * Math.min(1, roi.surface / mbr.surface + 0.2),
    });
  }
  return bands.sort((a, b) => b.score - a.score);
}

/**
 * Candidate MRZ bands of a greyscale image, best first (at most `limit`). First the 2–3 lines merged
 * into one band; then, for an MRZ printed close to other text (it merges with it into a block that
 * is not slim), single MRZ lines, each widened to the height of a TD1 MRZ (3 lines of 4.2 mm over 76 mm ≈ 0.17 of its length).
 */
export function locateBands(grey: Image, limit = 3): Band[] {
  const scale = Math.min(1, WORK_SIZE / Math.max(grey.width, grey.height));
  const small = scale < 1 ? grey.resize({ xFactor: scale, yFactor: scale }) : grey;
  const chars = blackHat(small, 13)
    .threshold({ algorithm: 'otsu' })
    .close({ kernel: kernel(15, 1) });
  const minSide = Math.min(small.width, small.height);
  const merged = slimBands(chars.close({ kernel: kernel(1, 11) }).open({ kernel: kernel(3, 3) }), scale, minSide, 30);
  const lines = slimBands(chars.open({ kernel: kernel(3, 3) }), scale, minSide, 80)
    .slice(0, 1)
    .map((line) => ({ ...line, thickness: Math.max(line.thickness, line.length * 0.17) }));
  return [...merged.slice(0, limit - lines.length), ...lines].map(({ corners, length, thickness }) => ({
    corners,
    length,
    thickness,
  }));
}
