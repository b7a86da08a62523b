/**
 * Re-encodes a passport photo in the browser before upload so only pixels leave the device
 * (docs/product.md#data-protection): the file is decoded with its EXIF orientation applied to the
 * pixels, drawn on a canvas and encoded as a fresh JPEG. Canvas encoders write no EXIF, GPS, XMP or
 * maker notes, so none of the camera's metadata survives. The long side is capped at
 * MAX_LONG_SIDE_PX (never enlarged): enough for the MRZ and small print of a passport page to stay
 * readable, while 12-megapixel phone photos shrink to about a third of their pixels.
 */

/** Long side of the uploaded image in px: min(original, this). */
export const MAX_LONG_SIDE_PX = 2400;
/** JPEG quality 0–1: 0.9 keeps small print sharp. */
export const JPEG_QUALITY = 0.9;

/** The file could not be decoded as an image (e.g. a format this browser cannot read). */
export class ImageReadError extends Error {
  constructor(readonly fileName: string) {
    super(`Could not read ${fileName}: attach the photo as a JPEG or PNG image.`);
    this.name = 'ImageReadError';
  }
}

/** `passport.heic` → `passport.jpg` (the stored object is always a JPEG). */
export const jpegFileName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'image'}.jpg`;

/** Output size for a `width`×`height` source: scaled down so the long side is at most `maxLongSide`. */
export function fitLongSide(width: number, height: number, maxLongSide = MAX_LONG_SIDE_PX) {
  const scale = Math.min(1, maxLongSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** What painting needs from a 2D context; both canvas kinds provide it. */
type Drawing = Pick<CanvasRenderingContext2D, 'fillStyle' | 'fillRect' | 'imageSmoothingQuality' | 'drawImage'>;

function paint(ctx: Drawing | null, bitmap: ImageBitmap, width: number, height: number): void {
  if (!ctx) throw new Error('Canvas 2D is not available');
  // JPEG has no alpha: transparent PNG areas become white, not black.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
}

async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    paint(canvas.getContext('2d'), bitmap, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  paint(canvas.getContext('2d'), bitmap, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('JPEG encoding failed'))), 'image/jpeg', JPEG_QUALITY),
  );
}

/**
 * @param file the picked image (any format the browser decodes: JPEG, PNG, WebP, …)
 * @returns a new `image/jpeg` File named `<name>.jpg`, orientation applied, long side ≤ `maxLongSide` px
 * @throws ImageReadError when the browser cannot decode the file
 */
export async function stripImageMetadata(file: File, maxLongSide = MAX_LONG_SIDE_PX): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ImageReadError(file.name);
  }
  try {
    const { width, height } = fitLongSide(bitmap.width, bitmap.height, maxLongSide);
    const jpeg = await encodeJpeg(bitmap, width, height);
    return new File([jpeg], jpegFileName(file.name), { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
