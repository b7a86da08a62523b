/**
 * Small passport images on a slow link (docs/architecture.md#storage): an image of at most 256 KiB
 * goes up in one Storage request, and registering a guest with one is timed on a throttled connection
 * (400 ms round trip, 400 kbit/s each way, as a slow 3G phone at a front desk). The time is printed,
 * not asserted (measured: 5.1 s in one request against 5.7–6.6 s through tus, which downloads its
 * client first); the requests are.
 */
import type { Page, Request } from '@playwright/test';
import { signInToNewHotel } from './support/auth';
import { fillGuest } from './support/data-protection';
import { expect, test } from './support/fixtures';

/** An 1200x800 JPEG of a passport-like page with some grain: about 0.1–0.2 MB once re-encoded. */
async function smallPhoto(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 1200, height: 800 });
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#e8e2d0';
    g.fillRect(0, 0, 1200, 800);
    for (let i = 0; i < 4000; i += 1) {
      g.fillStyle = `hsl(${(i * 37) % 360} 30% ${40 + (i % 40)}%)`;
      g.fillRect((i * 97) % 1200, (i * 53) % 800, 3, 3);
    }
    g.fillStyle = '#222';
    g.font = 'bold 42px monospace';
    g.fillText('P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 20, 700);
    g.fillText('L898902C36UTO7408122F1204159ZE184226B<<<<<10', 20, 760);
    return canvas.toDataURL('image/jpeg', 0.92);
  });
  return { name: 'small-page.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(dataUrl.split(',')[1], 'base64') };
}

/** Throttles the page's network as a slow 3G link: 400 ms round trip, 400 kbit/s down and up. */
async function slowLink(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
}

test('a small image is uploaded in one request; registering with it on a slow link is timed', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToNewHotel(page, 'Slow Link Hotel');
  const form = await fillGuest(page, 'Sana', 'Slow');

  await slowLink(page);
  const photo = await smallPhoto(page);
  await form.getByLabel(/Attach passport images/).setInputFiles(photo);
  await expect(form.getByRole('img', { name: 'Preview of small-page.jpg' })).toBeVisible({ timeout: 30_000 });

  const storage: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/storage/v1/')) storage.push(request);
  });
  const started = Date.now();
  await form.getByRole('button', { name: 'Register Guest' }).click();
  await expect(page.getByText('Guest registered successfully!')).toBeVisible({ timeout: 90_000 });
  const ms = Date.now() - started;
  const uploads = storage.filter((r) => r.method() !== 'OPTIONS');
  console.log(
    `small upload on a slow link: ${photo.buffer.length} bytes picked, ${ms} ms from Register Guest to saved; ` +
      `storage requests: ${uploads.map((r) => `${r.method()} ${new URL(r.url()).pathname.split('/').slice(3, 5).join('/')}`).join(', ')}`,
  );
  // One request to the object's path (no tus creation, no client download first).
  expect(uploads.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual([
    expect.stringMatching(/^POST \/storage\/v1\/object\/passports\/[0-9a-f-]+\/\d+_small-page\.jpg$/),
  ]);
});
