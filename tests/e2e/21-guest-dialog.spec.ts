/**
 * The guest list's thumbnail and the Guest Details dialog (docs/product.md#guest-list,
 * docs/product.md#guest-details, docs/product.md#messages): the thumbnail fills its 100x100 box; a
 * guest this user deletes is "deleted", never "missing", even when the list's live event arrives while
 * the dialog is still open; another hotel's guest by URL is 'Unauthorized guest access.'; and the
 * dialog is usable from the keyboard.
 */
import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { createHotelAccount, db, insertGuests } from './support/data';
import { e2eEnv } from './support/env';
import { expect, test } from './support/fixtures';
import { guestListOf } from './support/guest-list';
import { passportImages } from './support/images';

/** Stores a PNG in the hotel's passport folder (service role) and makes it the guest's image. */
async function giveImage(page: Page, hotelId: string, guestId: string): Promise<string> {
  const [png] = await passportImages(page, 1, 'stored');
  const name = `${hotelId}/${Date.now()}_stored.png`;
  const stored = await fetch(`${e2eEnv.apiUrl}/storage/v1/object/passports/${name}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${e2eEnv.serviceRoleKey}`,
      apikey: e2eEnv.serviceRoleKey,
      'content-type': 'image/png',
    },
    body: new Uint8Array(png.buffer),
  });
  expect(stored.ok).toBe(true);
  await db().query('update public.guests set attachments = array[$2] where id = $1', [guestId, name]);
  return name;
}

test('the list thumbnail shows the image at 100x100', async ({ page }) => {
  const hotel = await createHotelAccount({ prefix: 'Thumb Hotel' });
  const [id] = await insertGuests(hotel.hotelId, [{ first_name: 'Tilly', last_name: 'Thumb', check_in: '2026-11-20' }]);
  await giveImage(page, hotel.hotelId, id);
  await signIn(page, hotel);
  await page.goto('/guest-list');
  const image = page.getByRole('img', { name: 'Passport of Tilly Thumb' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = (await image.boundingBox())!;
  expect([box.width, box.height]).toEqual([100, 100]);
  const button = (await page.getByRole('button', { name: 'View Passport of Tilly Thumb' }).boundingBox())!;
  expect([button.width, button.height]).toEqual([100, 100]);
});

test("a guest this user deletes is 'Guest deleted.' even when the live event comes first", async ({ page }) => {
  const hotel = await createHotelAccount({ prefix: 'Delete Race Hotel' });
  const [id] = await insertGuests(hotel.hotelId, [{ first_name: 'Gone', last_name: 'Soon', check_in: '2026-11-20' }]);
  // The delete's answer is held until the page has received the Broadcast of that deletion and the
  // dialog's guest query has had time to ask again (as the list does on the event).
  let broadcastSeen!: () => void;
  const broadcast = new Promise<void>((resolve) => (broadcastSeen = resolve));
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      if (text.includes(id) && text.includes('DELETE')) broadcastSeen();
    }),
  );
  let refetchedAfterDelete = false;
  let deleted = false;
  await page.route('**/rest/v1/guests?**', async (route) => {
    const request = route.request();
    if (request.method() === 'DELETE') {
      const response = await route.fetch();
      deleted = true;
      await broadcast;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fulfill({ response });
      return;
    }
    if (deleted && request.url().includes(`id=eq.${id}`)) refetchedAfterDelete = true;
    await route.continue();
  });
  await signIn(page, hotel);
  await page.goto('/guest-list');

  await page.getByRole('row', { name: /^Guest Gone Soon/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Gone Soon' });
  await expect(dialog.getByRole('table')).toBeVisible();
  page.once('dialog', (confirm) => void confirm.accept());
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Guest deleted.')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('No guests found.')).toBeVisible();
  // The toasts stay a few seconds: 'missing' would be on screen by now had it been raised.
  await page.waitForTimeout(500);
  await expect(page.getByText('Guest document missing.')).toHaveCount(0);
  // Nor does the dialog ask again about the guest it is deleting: that answer (no row) is what read
  // as 'Guest document missing.' once the deletion's Broadcast reached the list.
  expect(refetchedAfterDelete).toBe(false);
});

test("another hotel's guest by URL: 'Unauthorized guest access.'; an unknown id: 'Guest not found.'", async ({
  page,
}) => {
  const ours = await createHotelAccount({ prefix: 'Our Inn' });
  const theirs = await createHotelAccount({ prefix: 'Their Inn' });
  const [theirGuest] = await insertGuests(theirs.hotelId, [
    { first_name: 'Hidden', last_name: 'Sleeper', check_in: '2026-11-02' },
  ]);
  await signIn(page, ours);
  await page.goto(`/guest-list?guest=${theirGuest}`);
  await expect(page.getByText('Unauthorized guest access.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Hidden')).toHaveCount(0);

  await page.goto(`/guest-list?guest=${crypto.randomUUID()}`);
  await expect(page.getByText('Guest not found.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the dialog starts at its title and its body scrolls from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 420 }); // short enough that the body scrolls
  await guestListOf(page, 'Keyboard Hotel', [
    { first_name: 'Kira', last_name: 'Keys', check_in: '2026-11-20', email: 'kira@e2e.test', phone: '+1 555 0100' },
  ]);
  const row = page.getByRole('row', { name: /^Guest Kira Keys/ });
  await row.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Kira Keys' });
  await expect(dialog.getByRole('table')).toBeVisible();
  // Focus starts at the top (the title), not on Close at the bottom.
  await expect(dialog.getByRole('heading', { name: 'Kira Keys' })).toBeFocused();

  const body = dialog.getByTestId('guest-dialog-body');
  const scroll = () => body.evaluate((el) => ({ top: el.scrollTop, max: el.scrollHeight - el.clientHeight }));
  expect((await scroll()).max).toBeGreaterThan(0);
  await page.keyboard.press('Tab');
  await expect(body).toBeFocused();
  await page.keyboard.press('End');
  await expect.poll(async () => (await scroll()).top).toBeGreaterThan(0);
  await page.keyboard.press('Home');
  await expect.poll(async () => (await scroll()).top).toBe(0);
});
