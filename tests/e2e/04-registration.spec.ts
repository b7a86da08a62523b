/**
 * Flow 4, guest registration (docs/product.md#screens-and-routes "Guest registration form", docs/product.md#guest-fields Guest, docs/product.md#limits at most 5 images):
 * fill the form, attach 6 images (5 kept), remove one, watch each upload reach 100 %, submit, land
 * on /guest-list with the new guest first, its thumbnail visible and full size on click.
 */
import { createHotelAccount, db, insertGuests } from './support/data';
import { expect, test } from './support/fixtures';
import { signIn } from './support/auth';
import { passportImages } from './support/images';

test('register a guest with passport images and find them first in the guest list', async ({ page }) => {
  const hotel = await createHotelAccount({ prefix: 'Registration Hotel' });
  // An older guest, so "first in the list" means something.
  await insertGuests(hotel.hotelId, [
    {
      first_name: 'Earlier',
      last_name: 'Guest',
      check_in: '2026-01-05',
      registered_at: new Date(Date.now() - 3_600_000),
    },
  ]);
  await signIn(page, hotel);

  // A stay is at most 366 days (docs/product.md#guest-fields): check out in a week.
  const checkOut = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const form = page.getByRole('form', { name: 'Guest registration' });
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await field('First Name').fill('Amara');
  await field('Last Name').fill('Perera');
  await field('Passport Number').fill('N1234567');
  await form.getByRole('combobox', { name: 'Nationality', exact: true }).selectOption('LKA');
  await field('Travel Agent Name').fill('Blue Lagoon Tours');
  await field('Check-Out Date').fill(checkOut);
  await field('Room').fill('12B');
  await field('Chauffeur Name').fill('Kamal');
  await field('Chauffeur Contact').fill('+94 77 000 1111');
  await field('Email').fill('amara.perera@e2e.test');
  await field('Phone').fill('+94 71 555 0101');

  // Six images picked at once: five are kept, the sixth is cut off (docs/product.md#screens-and-routes).
  await form.getByLabel(/Attach passport images/).setInputFiles(await passportImages(page, 6));
  const attached = form.getByRole('list', { name: 'Attached images' }).getByRole('listitem');
  await expect(attached).toHaveCount(5);
  await expect(form.getByText('At most 5 images: 1 extra file was not added.')).toBeVisible();
  await expect(form.getByText('(5/5 attached)')).toBeVisible();
  await expect(attached.filter({ hasText: 'passport-6.png' })).toHaveCount(0);

  await form.getByRole('button', { name: 'Remove passport-3.png' }).click();
  await expect(attached).toHaveCount(4);
  await expect(form.getByText('(4/5 attached)')).toBeVisible();

  // Hold the add-guest call until the uploads have been seen at 100 %: the form clears on success.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/functions/v1/add-guest', async (route) => {
    await held;
    await route.continue();
  });

  await form.getByRole('button', { name: 'Register Guest' }).click();
  await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  for (const name of ['passport-1.png', 'passport-2.png', 'passport-4.png', 'passport-5.png']) {
    await expect(form.getByRole('progressbar', { name: `Upload progress of ${name}` })).toHaveJSProperty('value', 100);
    await expect(attached.filter({ hasText: name })).toContainText('100%');
  }
  release();

  await expect(page.getByText('Guest registered successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/guest-list$/);

  const rows = page.getByRole('table').getByRole('row');
  const first = rows.nth(1);
  await expect(first).toHaveAccessibleName('Guest Amara Perera, not checked out');
  await expect(rows.nth(2)).toHaveAccessibleName('Guest Earlier Guest, not checked out');
  await expect(first).toContainText('+94 71 555 0101');
  await expect(first).toContainText('12B');
  // Check-in left empty: it defaults to today (docs/product.md#guest-fields).
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  await expect(first).toContainText(today);

  const thumbnail = first.getByRole('img', { name: 'Passport of Amara Perera' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await first.getByRole('button', { name: 'View Passport of Amara Perera' }).click();
  const overlay = page.getByRole('dialog', { name: 'Passport of Amara Perera' });
  const full = overlay.getByRole('img', { name: 'Passport of Amara Perera' });
  await expect(full).toBeVisible();
  await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  // The overlay opens on its own; the details dialog did not (the click stayed on the thumbnail).
  await expect(page).toHaveURL(/\/guest-list$/);
  await overlay.getByRole('button', { name: 'Close' }).click();
  await expect(overlay).toHaveCount(0);
  // Spec docs/product.md#limits: 100x100 in the list (the framed thumbnail; its 1 px border is part of it).
  const frame = first.getByRole('button', { name: 'View Passport of Amara Perera' });
  expect(await frame.boundingBox()).toMatchObject({ width: 100, height: 100 });

  // The details dialog shows all four kept images at 150x120 (docs/product.md#limits).
  await first.click();
  const images = page
    .getByRole('dialog', { name: 'Amara Perera' })
    .getByRole('list', { name: 'Passport images' })
    .getByRole('img');
  await expect(images).toHaveCount(4);
  for (const image of await images.all()) {
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    expect(await image.boundingBox()).toMatchObject({ width: 150, height: 120 });
  }

  const { rows: stored } = await db().query(
    `select created_from, cardinality(attachments) as images, check_out::text from public.guests
     where hotel_id = $1 and first_name = 'Amara'`,
    [hotel.hotelId],
  );
  expect(stored).toEqual([{ created_from: 'webapp', images: 4, check_out: checkOut }]);
});
