/**
 * The hotel screens on a 390 px phone (docs/product.md#guest-list): each guest of the list is a card at
 * most 120 px tall with the passport thumbnail beside the name, the header's hotel name is readable
 * whole, and the registration form is short enough to fill without endless scrolling. Saves the
 * screens it measures (tests/e2e/screenshots/*-phone-layout.png) for people to look at.
 */
import { signIn } from './support/auth';
import { createHotelAccount, insertGuests } from './support/data';
import { SEED } from './support/env';
import { expect, test } from './support/fixtures';
import { saveScreen, VIEWPORTS } from './support/screens';

test.use({ viewport: VIEWPORTS.phone });

/** The tallest registration form we accept at 390 px with every field shown (it was about 1,850 px). */
const MAX_FORM_HEIGHT_PX = 1_450;

test('guest cards are at most 120 px tall, with the thumbnail beside the name', async ({ page }) => {
  await signIn(page, SEED.demo);
  await page.goto('/guest-list');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(10)).toBeVisible();
  const cards = await rows.evaluateAll((all) =>
    all.slice(1).map((row) => {
      const box = row.getBoundingClientRect();
      const [thumb, first] = Array.from(row.querySelectorAll('[role=cell]'), (c) => c.getBoundingClientRect());
      return {
        height: box.height,
        thumbRight: thumb.right,
        thumbTop: thumb.top,
        nameLeft: first.left,
        nameTop: first.top,
      };
    }),
  );
  console.log(`guest card heights at 390 px: ${cards.map((c) => Math.round(c.height)).join(', ')} px`);
  await saveScreen(page, 'guest-list-phone-layout', { fullPage: true });
  expect(cards).toHaveLength(10);
  for (const card of cards) {
    expect(card.height).toBeLessThanOrEqual(120);
    expect(card.thumbRight).toBeLessThanOrEqual(card.nameLeft); // beside, not above
    expect(Math.abs(card.nameTop - card.thumbTop)).toBeLessThan(20);
  }
});

test('the header shows the whole hotel name', async ({ page }) => {
  const hotel = await createHotelAccount({ prefix: 'The Grand Seaside Demo Villa and Spa' });
  await insertGuests(hotel.hotelId, []);
  await signIn(page, hotel);
  const name = page.getByTestId('hotel-name');
  await expect(name).toHaveText(hotel.hotelName);
  const fits = await name.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight + 1);
  expect(fits).toBe(true);
  const box = (await name.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await saveScreen(page, 'header-phone-layout');
});

test('the registration form is shorter', async ({ page }) => {
  await signIn(page, SEED.demo);
  const form = page.getByRole('form', { name: 'Guest registration' });
  await expect(form).toBeVisible();
  const height = (await form.boundingBox())!.height;
  console.log(`registration form height at 390 px: ${Math.round(height)} px`);
  expect(height).toBeLessThanOrEqual(MAX_FORM_HEIGHT_PX);
  await saveScreen(page, 'register-phone-layout', { fullPage: true });
});
