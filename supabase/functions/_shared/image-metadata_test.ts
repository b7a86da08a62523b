import assert from 'node:assert/strict';
import { imageProblem } from './image-metadata.ts';
import * as fx from './testing/image-fixtures.ts';

Deno.test('clean JPEG, PNG, WebP and HEIC images pass', async () => {
  for (const [name, file] of Object.entries({
    jpeg: fx.jpeg(),
    png: fx.png(fx.PNG_TEXT),
    webp: fx.webp(),
    heic: fx.heic(),
  })) {
    assert.equal(await imageProblem(file), null, name);
  }
});

Deno.test('anything but JPEG, PNG, WebP or HEIC is refused with the type the bytes show', async () => {
  assert.deepEqual(await imageProblem(fx.TEXT), { kind: 'type', detected: null });
  assert.deepEqual(await imageProblem(fx.GIF), { kind: 'type', detected: 'image/gif' });
});

Deno.test('EXIF and XMP left in any container are found', async () => {
  const cases: [string, Uint8Array, 'EXIF' | 'XMP'][] = [
    ['JPEG APP1 Exif', fx.jpeg(fx.JPEG_EXIF), 'EXIF'],
    ['JPEG APP1 XMP', fx.jpeg(fx.JPEG_XMP), 'XMP'],
    ['PNG eXIf', fx.png(fx.PNG_EXIF), 'EXIF'],
    ['PNG iTXt XMP', fx.png(fx.PNG_TEXT, fx.PNG_XMP), 'XMP'],
    ['WebP EXIF', fx.webp(fx.WEBP_EXIF), 'EXIF'],
    ['WebP XMP', fx.webp(fx.WEBP_XMP), 'XMP'],
    ['HEIC Exif item', fx.heic('Exif'), 'EXIF'],
  ];
  for (const [name, file, found] of cases) {
    assert.deepEqual(await imageProblem(file), { kind: 'metadata', found }, name);
  }
});
