/**
 * A fake camera for Chromium: turns a still image into a Y4M (YUV4MPEG2) video that Chromium plays
 * in a loop as its camera when launched with `--use-fake-device-for-media-stream
 * --use-file-for-fake-video-capture=FILE.y4m` (the live passport scan's e2e test and bench,
 * docs/passport-scan.md#camera).
 *
 * Y4M is a text header line, `YUV4MPEG2 W<width> H<height> F<fps>:1 Ip A1:1 C420jpeg`, then per
 * frame `FRAME\n` and the raw I420 planes: Y at full size, then U (Cb) and V (Cr) at half width and
 * half height. Colours use BT.601 at video range (Y 16–235, Cb/Cr 16–240), as a webcam delivers.
 */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

export interface FakeCameraOptions {
  /** Frame size in px (even numbers); default 1280×720, a common webcam's. */
  width?: number;
  height?: number;
  /** Frames in the loop; each gets its own sensor noise, so no two frames are identical. Default 8. */
  frames?: number;
  fps?: number;
  /** Share of the frame's width and height the image may take (it is letterboxed on `background`). */
  fill?: number;
  background?: string;
  /** Largest noise added to each luma sample (± levels). */
  noise?: number;
}

/** A small deterministic generator (mulberry32), so the same options always give the same file. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** I420 planes of an RGB image (3 bytes per pixel, row-major), with luma noise from `next`. */
export function rgbToI420(rgb: Uint8Array, width: number, height: number, noise = 0, next = Math.random): Uint8Array {
  const out = new Uint8Array((width * height * 3) / 2);
  const [cbAt, crAt] = [width * height, width * height + (width * height) / 4];
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = [rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]];
    const jitter = noise ? (next() * 2 - 1) * noise : 0;
    out[i] = clamp(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255 + jitter);
  }
  // Chroma: the mean of each 2×2 block.
  for (let y = 0; y < height; y += 2)
    for (let x = 0; x < width; x += 2) {
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ]) {
        const i = 3 * ((y + dy) * width + x + dx);
        [r, g, b] = [r + rgb[i] / 4, g + rgb[i + 1] / 4, b + rgb[i + 2] / 4];
      }
      const at = (y / 2) * (width / 2) + x / 2;
      out[cbAt + at] = clamp(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      out[crAt + at] = clamp(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  return out;
}

/**
 * Writes `out` (a `.y4m` file): `image` (any format sharp reads, EXIF orientation applied) scaled
 * to fit `fill` of the frame, centred on `background`. Returns the frame size.
 */
export async function writeFakeCameraVideo(
  image: string | Buffer,
  out: string,
  {
    width = 1280,
    height = 720,
    frames = 8,
    fps = 30,
    fill = 0.92,
    background = '#4a3f35',
    noise = 4,
  }: FakeCameraOptions = {},
): Promise<{ width: number; height: number }> {
  if (width % 2 || height % 2) throw new Error(`Y4M 4:2:0 frames need an even size, not ${width}×${height}.`);
  const picture = await sharp(image)
    .rotate()
    .resize(Math.round(width * fill), Math.round(height * fill), { fit: 'inside' })
    .toBuffer();
  const rgb = await sharp({ create: { width, height, channels: 3, background } })
    .composite([{ input: picture, gravity: 'centre' }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const next = random(9303);
  const parts: Uint8Array[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`)];
  for (let frame = 0; frame < frames; frame++)
    parts.push(Buffer.from('FRAME\n'), rgbToI420(rgb, width, height, noise, next));
  await writeFile(out, Buffer.concat(parts));
  return { width, height };
}
