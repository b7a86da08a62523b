import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { rgbToI420, writeFakeCameraVideo } from './fake-camera.ts';

const dir = mkdtempSync(join(tmpdir(), 'fake-camera-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fake camera video (Y4M)', () => {
  it('maps black, white and pure colours to BT.601 video-range I420', () => {
    // 2×2 blocks: black, white, red, blue (one 2×2 block each, so chroma is the colour's own).
    const block = (r: number, g: number, b: number) => [r, g, b, r, g, b];
    const rgb = new Uint8Array([
      ...block(0, 0, 0),
      ...block(255, 255, 255),
      ...block(255, 0, 0),
      ...block(0, 0, 255),
      ...block(0, 0, 0),
      ...block(255, 255, 255),
      ...block(255, 0, 0),
      ...block(0, 0, 255),
    ]);
    const i420 = rgbToI420(rgb, 8, 2);
    expect([...i420.slice(0, 8)]).toEqual([16, 16, 235, 235, 81, 81, 41, 41]);
    expect([...i420.slice(16, 20)]).toEqual([128, 128, 90, 240]); // Cb
    expect([...i420.slice(20, 24)]).toEqual([128, 128, 240, 110]); // Cr
  });

  it('writes the header and frames Chromium reads, with the image letterboxed in the frame', async () => {
    const image = join(dir, 'white.png');
    await sharp({ create: { width: 400, height: 100, channels: 3, background: '#ffffff' } })
      .png()
      .toFile(image);
    const out = join(dir, 'camera.y4m');
    await writeFakeCameraVideo(image, out, { width: 64, height: 48, frames: 3, noise: 0, background: '#000000' });
    const file = readFileSync(out);
    const header = 'YUV4MPEG2 W64 H48 F30:1 Ip A1:1 C420jpeg\n';
    const frameBytes = 'FRAME\n'.length + 64 * 48 * 1.5;
    expect(file.subarray(0, header.length).toString()).toBe(header);
    expect(file.length).toBe(header.length + 3 * frameBytes);
    expect(file.subarray(header.length, header.length + 6).toString()).toBe('FRAME\n');
    const luma = (x: number, y: number) => file[header.length + 6 + y * 64 + x];
    // A 4:1 image fills the width: white in the middle row, black bars above and below.
    expect(luma(32, 24)).toBe(235);
    expect(luma(32, 1)).toBe(16);
  });
});
