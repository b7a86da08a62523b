// @vitest-environment node
/**
 * stripImageMetadata in a real browser (Debian's Chromium through playwright-core): jsdom has no
 * image decoder or canvas encoder. The module is transpiled as it is and loaded into a blank page;
 * test JPEGs get real EXIF (GPS position, camera make, orientation) from piexifjs, and exifr reads
 * what comes out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import exifr from 'exifr';
import piexif from 'piexifjs';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import source from './strip-metadata.ts?raw';

const EXIF_MARKER = Buffer.from('Exif\0\0', 'latin1');
/** exifr reads a plain ArrayBuffer in any environment (it does not recognise Buffer under jsdom). */
const bytesOf = (b: Buffer) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
/** exifr options: every block a camera or editor writes (EXIF with maker notes, GPS, XMP, IPTC). */
const CAMERA_METADATA = {
  tiff: true,
  exif: true,
  gps: true,
  interop: true,
  ifd1: true,
  makerNote: true,
  userComment: true,
  xmp: true,
  iptc: true,
  icc: false,
  jfif: false,
};
let browser: BrowserContext;
let page: Page;
let profile: string;

type Probe = { width: number; height: number; type: string; name: string; base64: string; topLeft: number[] };

beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'strip-metadata-'));
  // A fresh profile per run (persistent context = explicit --user-data-dir).
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    // playwright-core already passes --headless, --no-sandbox, --disable-background-networking,
    // --disable-component-update and --disable-sync; the GPU is the one thing left to switch off.
    args: ['--disable-gpu'],
  });
  page = browser.pages()[0] ?? (await browser.newPage());
  const js = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
  await page.setContent('<!doctype html><title>strip</title>');
  await page.addScriptTag({ type: 'module', content: `${js}\nwindow.strip = { stripImageMetadata };` });
  await page.waitForFunction(() => 'strip' in window);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  rmSync(profile, { recursive: true, force: true });
});

/** A JPEG made by the browser: left half red, right half blue, `width`×`height` px. */
async function plainJpeg(width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#f00';
      ctx.fillRect(0, 0, w / 2, h);
      ctx.fillStyle = '#00f';
      ctx.fillRect(w / 2, 0, w / 2, h);
      const bytes = new Uint8Array(
        await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })).arrayBuffer(),
      );
      return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}

/** Adds an APP1 EXIF segment: camera make, a GPS position in Lisbon, and `orientation`. */
function withExif(jpeg: Buffer, orientation = 1): Buffer {
  const exif = piexif.dump({
    '0th': { [piexif.ImageIFD.Make]: 'PhoneCam', [piexif.ImageIFD.Orientation]: orientation },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef]: 'N',
      [piexif.GPSIFD.GPSLatitude]: piexif.GPSHelper.degToDmsRational(38.7),
      [piexif.GPSIFD.GPSLongitudeRef]: 'W',
      [piexif.GPSIFD.GPSLongitude]: piexif.GPSHelper.degToDmsRational(9.14),
    },
  });
  return Buffer.from(piexif.insert(exif, jpeg.toString('latin1')), 'latin1');
}

async function strip(input: Buffer, name = 'passport.jpeg', type = 'image/jpeg'): Promise<Probe & { bytes: Buffer }> {
  const probe = await page.evaluate(
    async ({ base64, name, type }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const api = (window as unknown as { strip: { stripImageMetadata: (f: File) => Promise<File> } }).strip;
      const out = await api.stripImageMetadata(new File([bytes], name, { type }));
      const bitmap = await createImageBitmap(out);
      const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const outBytes = new Uint8Array(await out.arrayBuffer());
      return {
        width: bitmap.width,
        height: bitmap.height,
        type: out.type,
        name: out.name,
        topLeft: Array.from(ctx.getImageData(2, 2, 1, 1).data.slice(0, 3)),
        base64: btoa(Array.from(outBytes, (b) => String.fromCharCode(b)).join('')),
      };
    },
    { base64: input.toString('base64'), name, type },
  );
  return { ...probe, bytes: Buffer.from(probe.base64, 'base64') };
}

describe('stripImageMetadata in Chromium', () => {
  it('drops EXIF with the GPS position and the camera make', async () => {
    const input = withExif(await plainJpeg(400, 300));
    expect(input.includes(EXIF_MARKER)).toBe(true);
    expect((await exifr.gps(bytesOf(input)))?.longitude).toBeCloseTo(-9.14, 2);
    expect(await exifr.gps(bytesOf(input))).toMatchObject({ latitude: 38.7 });

    const out = await strip(input);
    expect(out.type).toBe('image/jpeg');
    expect(out.name).toBe('passport.jpg');
    expect(out.bytes.includes(EXIF_MARKER)).toBe(false);
    expect(out.bytes.includes(Buffer.from('PhoneCam'))).toBe(false);
    expect(await exifr.gps(bytesOf(out.bytes))).toBeUndefined();
    // No TIFF/EXIF, GPS, XMP or IPTC block at all; only the encoder's JFIF header and sRGB profile remain.
    expect(await exifr.parse(bytesOf(input), CAMERA_METADATA)).toMatchObject({ Make: 'PhoneCam' });
    expect(await exifr.parse(bytesOf(out.bytes), CAMERA_METADATA)).toBeUndefined();
    expect([out.width, out.height]).toEqual([400, 300]);
  }, 30_000);

  it('applies the EXIF orientation to the pixels (6 = rotate 90° clockwise)', async () => {
    const out = await strip(withExif(await plainJpeg(400, 200), 6));
    expect([out.width, out.height]).toEqual([200, 400]);
    // The red left half is now the top half.
    const [r, , b] = out.topLeft;
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
    expect(out.bytes.includes(EXIF_MARKER)).toBe(false);
  }, 30_000);

  it('caps the long side at 2400 px and never enlarges', async () => {
    const big = await strip(await plainJpeg(3600, 1800));
    expect([big.width, big.height]).toEqual([2400, 1200]);
    const small = await strip(await plainJpeg(1000, 700));
    expect([small.width, small.height]).toEqual([1000, 700]);
  }, 60_000);

  it('re-encodes a PNG as a JPEG and refuses what it cannot decode', async () => {
    const png = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(50, 40);
      canvas.getContext('2d')!.fillRect(30, 20, 10, 10); // the rest stays transparent
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      return btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
    });
    const out = await strip(Buffer.from(png, 'base64'), 'scan.png', 'image/png');
    expect([out.type, out.name, out.width, out.height]).toEqual(['image/jpeg', 'scan.jpg', 50, 40]);
    // Transparent areas become white, not black.
    expect(out.topLeft.every((c) => c > 245)).toBe(true);
    await expect(strip(Buffer.from('not an image'), 'photo.heic', 'image/heic')).rejects.toThrow(
      'Could not read photo.heic: attach the photo as a JPEG or PNG image.',
    );
  }, 30_000);
});
