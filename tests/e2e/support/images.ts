/**
 * Passport image fixtures made in code: the browser's own canvas draws a labelled, coloured card and
 * encodes it as PNG, so each file is a real, distinct image (storage checks the bytes) and the
 * repository holds no binary fixtures.
 */
import type { Page } from '@playwright/test';

export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** `count` PNGs named `<prefix>-1.png` … (320x200, a different hue each). */
export async function passportImages(page: Page, count: number, prefix = 'passport'): Promise<FilePayload[]> {
  const dataUrls = await page.evaluate(
    ({ count, prefix }) => {
      return Array.from({ length: count }, (_, i) => {
        const canvas = document.createElement('canvas');
        canvas.width = 320;
        canvas.height = 200;
        const g = canvas.getContext('2d')!;
        g.fillStyle = `hsl(${(i * 57) % 360} 70% 45%)`;
        g.fillRect(0, 0, 320, 200);
        g.fillStyle = 'white';
        g.font = 'bold 28px sans-serif';
        g.fillText(`PASSPORT ${prefix} ${i + 1}`, 16, 110);
        return canvas.toDataURL('image/png');
      });
    },
    { count, prefix },
  );
  return dataUrls.map((url, i) => ({
    name: `${prefix}-${i + 1}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'),
  }));
}
