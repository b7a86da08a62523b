/**
 * Flow 14, keep the data, not the picture (docs/product.md#data-protection). NEEDS THE BACKEND:
 * `hotels.passport_retention(_days)`, `guests.legal_hold`, `passport_access_log`,
 * `passport_deletion_receipts`, rpc `upcoming_passport_purges` and the edge functions `passport-url`
 * and `guest-data`. Covers: the rule saved on Hotel Setup; "Don't keep images" hides attachments and
 * uploads nothing; an image uploads without its EXIF; a dialog view adds an access log row that the
 * owner sees on /data-protection; Export guest data downloads guest-<id>.json; Erase guest removes
 * the guest, its image and leaves a deletion receipt. Screenshots of the page and the setup section.
 */
import { readFile } from 'node:fs/promises';
import { signInToNewHotel } from './support/auth';
import { db, insertGuests, type HotelAccount } from './support/data';
import { e2eEnv } from './support/env';
import { EXIF_MARKER, fillGuest, hotelRule, jpegWithGps, openGuest } from './support/data-protection';
import { expect, test } from './support/fixtures';
import { cancelThenConfirm } from './support/confirm';
import { saveScreen, VIEWPORTS } from './support/screens';

test.describe('data protection', () => {
  let hotel: HotelAccount;
  test.beforeEach(async ({ page }) => {
    hotel = await signInToNewHotel(page, 'Privacy Hotel');
  });

  test('the passport image rule is saved with the hotel setup', async ({ page }) => {
    expect(await hotelRule(hotel.hotelId)).toEqual({
      passport_retention: 'delete_after_checkout',
      passport_retention_days: 30,
    });
    await page.goto('/hotel-setup');
    const section = page.getByRole('group', { name: 'Passport images' });
    await expect(section.getByRole('heading', { name: 'Passport images' })).toBeVisible();
    await expect(section.getByRole('radio', { name: 'Delete 30 days after check-out' })).toBeChecked();
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await section.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await saveScreen(page, `setup-passport-images-${viewport.width}`);
    }
    await page.setViewportSize(VIEWPORTS.desktop);

    await section.getByRole('spinbutton', { name: 'Days after check-out' }).fill('10');
    await page.getByRole('button', { name: 'Save Setup' }).click();
    await expect(page.getByText('Hotel setup saved!')).toBeVisible();
    await expect
      .poll(() => hotelRule(hotel.hotelId))
      .toEqual({
        passport_retention: 'delete_after_checkout',
        passport_retention_days: 10,
      });

    await page.goto('/hotel-setup');
    await section.getByRole('radio', { name: 'Keep until deleted' }).check();
    await page.getByRole('button', { name: 'Save Setup' }).click();
    await expect(page.getByText('Hotel setup saved!')).toBeVisible();
    await expect.poll(async () => (await hotelRule(hotel.hotelId)).passport_retention).toBe('keep');

    // An impossible number of days is refused in the form, naming the field and the range.
    await page.goto('/hotel-setup');
    await section.getByRole('spinbutton', { name: 'Days after check-out' }).fill('400');
    await page.getByRole('button', { name: 'Save Setup' }).click();
    await expect(section.getByText('Days after check-out must be a whole number from 0 to 365.')).toBeVisible();
    expect((await hotelRule(hotel.hotelId)).passport_retention_days).toBe(10);
  });

  test('"Don\'t keep images" hides the attachments and nothing is uploaded', async ({ page }) => {
    await db().query(`update public.hotels set passport_retention = 'dont_keep' where id = $1`, [hotel.hotelId]);
    const uploads: string[] = [];
    page.on('request', (r) => r.url().includes('/storage/v1/') && r.method() !== 'GET' && uploads.push(r.url()));
    await page.goto('/register');
    const form = await fillGuest(page, 'Nadia', 'Nopic');
    await expect(form.getByRole('textbox', { name: 'First Name', exact: true })).toHaveValue('Nadia');
    await expect(form.getByText('Passport images')).toHaveCount(0);
    await expect(form.getByLabel(/Attach passport images/)).toHaveCount(0);
    await form.getByRole('button', { name: 'Register Guest' }).click();
    await expect(page.getByText('Guest registered successfully!')).toBeVisible();
    const { rows } = await db().query(
      `select cardinality(attachments) as images from public.guests where hotel_id = $1 and first_name = 'Nadia'`,
      [hotel.hotelId],
    );
    expect(rows).toEqual([{ images: 0 }]);
    expect(uploads).toEqual([]);
  });

  test('an image uploads without EXIF; a dialog view is logged and the owner sees it', async ({ page }) => {
    await page.goto('/register');
    const form = await fillGuest(page, 'Lena', 'Logged');
    const photo = await jpegWithGps(page);
    expect(photo.buffer.includes(EXIF_MARKER)).toBe(true);
    await form.getByLabel(/Attach passport images/).setInputFiles(photo);
    await form.getByRole('button', { name: 'Register Guest' }).click();
    await expect(page.getByText('Guest registered successfully!')).toBeVisible();
    const { rows } = await db().query<{ attachments: string[] }>(
      `select attachments from public.guests where hotel_id = $1 and first_name = 'Lena'`,
      [hotel.hotelId],
    );
    expect(rows[0].attachments).toEqual([expect.stringMatching(/_passport-gps\.jpg$/)]);
    // Only pixels left the browser: the stored object is a JPEG without the EXIF block or the camera's make.
    const stored = await fetch(`${e2eEnv.apiUrl}/storage/v1/object/passports/${rows[0].attachments[0]}`, {
      headers: { authorization: `Bearer ${e2eEnv.serviceRoleKey}`, apikey: e2eEnv.serviceRoleKey },
    });
    expect(stored.ok).toBe(true);
    const uploaded = Buffer.from(await stored.arrayBuffer());
    expect(uploaded.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(uploaded.includes(EXIF_MARKER)).toBe(false);
    expect(uploaded.includes(Buffer.from('PhoneCam'))).toBe(false);

    const dialog = await openGuest(page, 'Lena Logged');
    const image = dialog.getByRole('list', { name: 'Passport images' }).getByRole('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: 'Data protection' }).click();
    await expect(page).toHaveURL(/\/data-protection$/);
    const log = page.getByRole('table', { name: 'Passport access log' });
    const dialogRow = log.getByRole('row').filter({ hasText: 'dialog' });
    await expect(dialogRow.first()).toContainText(hotel.email);
    await expect(dialogRow.first()).toContainText('Lena Logged');
    await expect(dialogRow.first()).toContainText('passport-gps.jpg');
    await expect(log.getByRole('row').filter({ hasText: 'thumbnail' }).first()).toBeVisible();
    await expect(page.getByTestId('retention-rule')).toHaveText('Delete 30 days after check-out');

    await page.setViewportSize(VIEWPORTS.desktop);
    await saveScreen(page, 'data-protection-1280', { fullPage: true });
    // Phones: the viewport at the top and at the access log (a full-page shot would put the fixed
    // bottom bar mid-page). Owners reach the page from Hotel Setup there.
    await page.setViewportSize(VIEWPORTS.phone);
    await saveScreen(page, 'data-protection-390');
    await log.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await saveScreen(page, 'data-protection-390-log');
    await page.goto('/hotel-setup');
    await page.getByRole('link', { name: 'Data protection' }).click();
    await expect(page.getByRole('table', { name: 'Passport access log' })).toBeVisible();
    await page.setViewportSize(VIEWPORTS.desktop);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toBe('passport_access_log.csv');
    const text = await readFile(await csv.path(), 'utf8');
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('When,Who,Guest,Guest ID,Object,Context');
    expect(text).toContain(`${hotel.email},Lena Logged`);
  });

  test('Export guest data downloads one JSON file', async ({ page }) => {
    const [guestId] = await insertGuests(hotel.hotelId, [
      { first_name: 'Edda', last_name: 'Export', email: 'edda@e2e.test', check_in: '2026-11-01' },
    ]);
    const dialog = await openGuest(page, 'Edda Export');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export guest data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`guest-${guestId}.json`);
    const text = await readFile(await file.path(), 'utf8');
    const document = JSON.parse(text) as unknown;
    expect(JSON.stringify(document)).toContain('edda@e2e.test');
    await expect(page.getByText('Guest data exported.')).toBeVisible();
  });

  test('Erase guest removes the guest after confirmation and leaves a receipt', async ({ page }) => {
    await page.goto('/register');
    const form = await fillGuest(page, 'Erin', 'Erased');
    await form.getByLabel(/Attach passport images/).setInputFiles(await jpegWithGps(page));
    await form.getByRole('button', { name: 'Register Guest' }).click();
    await expect(page.getByText('Guest registered successfully!')).toBeVisible();

    const dialog = await openGuest(page, 'Erin Erased');
    const eraseButton = dialog.getByRole('button', { name: 'Erase guest' });
    await cancelThenConfirm(dialog, eraseButton, 'Erase this guest and their passport images? This cannot be undone.');
    await expect(page.getByText('Guest erased.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('row', { name: /^Guest Erin Erased/ })).toHaveCount(0);
    const { rows } = await db().query('select 1 from public.guests where hotel_id = $1 and first_name = $2', [
      hotel.hotelId,
      'Erin',
    ]);
    expect(rows).toEqual([]);

    await page.goto('/data-protection');
    const receipts = page.getByRole('table', { name: 'Deletion receipts' });
    // The erasure leaves a receipt without personal data: the file name is hashed.
    await expect(receipts.getByRole('row').filter({ hasText: 'erasure' })).toHaveCount(1);
    await expect(receipts.getByRole('row').filter({ hasText: 'passport-gps.jpg' })).toHaveCount(0);
  });
});
