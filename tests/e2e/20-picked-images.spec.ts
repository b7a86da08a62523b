/**
 * Picked passport images are never lost (docs/product.md#guest-registration): the picker lists each
 * file at once as "checking…" while the image checker (loaded on first use) reads it, saving waits for
 * the checks, and each picked image shows a preview of the re-encoded JPEG the upload will send.
 */
import { signInToNewHotel } from './support/auth';
import { db } from './support/data';
import { fillGuest } from './support/data-protection';
import { expect, test } from './support/fixtures';
import { passportImages } from './support/images';

test('images picked while the image checker is still downloading are saved with the guest', async ({ page }) => {
  const hotel = await signInToNewHotel(page, 'Slow Chunk Hotel');
  const form = await fillGuest(page, 'Patience', 'Picker');
  // From now on every script chunk the page asks for (the image checker, the tus client) takes 4 s.
  let delayed = 0;
  await page.route('**/assets/*.js', async (route) => {
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });

  await form.getByLabel(/Attach passport images/).setInputFiles(await passportImages(page, 2));
  const attached = form.getByRole('list', { name: 'Attached images' }).getByRole('listitem');
  // Listed at once, before any check has answered.
  await expect(attached).toHaveCount(2, { timeout: 1_000 });
  await expect(attached.first()).toContainText('checking…');
  await expect(form.getByText('(2/5 attached)')).toBeVisible();

  await form.getByRole('button', { name: 'Register Guest' }).click();
  await expect(page.getByText('Guest registered successfully!')).toBeVisible({ timeout: 30_000 });
  expect(delayed).toBeGreaterThan(0);
  const { rows } = await db().query<{ attachments: string[] }>(
    `select attachments from public.guests where hotel_id = $1 and first_name = 'Patience'`,
    [hotel.hotelId],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0].attachments).toEqual([
    expect.stringMatching(new RegExp(`^${hotel.hotelId}/\\d+_passport-1\\.jpg$`)),
    expect.stringMatching(new RegExp(`^${hotel.hotelId}/\\d+_passport-2\\.jpg$`)),
  ]);
});

test('each picked image shows a preview of the JPEG the upload will send', async ({ page }) => {
  await signInToNewHotel(page, 'Preview Hotel');
  const form = page.getByRole('form', { name: 'Guest registration' });
  await form.getByLabel(/Attach passport images/).setInputFiles(await passportImages(page, 2));
  const preview = form.getByRole('img', { name: 'Preview of passport-1.png' });
  await expect(preview).toBeVisible();
  await expect(form.getByRole('img', { name: 'Preview of passport-2.png' })).toBeVisible();
  // The preview is the re-encoded JPEG (blob: URL of image/jpeg), decoded with the picture's 320x200.
  const shown = await preview.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const blob = await (await fetch(img.src)).blob();
    return { type: blob.type, width: img.naturalWidth, height: img.naturalHeight, src: img.src.slice(0, 5) };
  });
  expect(shown).toEqual({ type: 'image/jpeg', width: 320, height: 200, src: 'blob:' });
});
