/**
 * Rough edges a new user met: a way back from /login to the public site, the pricing heading visible
 * below the sticky header when scrolled to, and toasts that leave the header links clickable.
 */
import { signIn } from './support/auth';
import { createHotelAccount } from './support/data';
import { expect, test } from './support/fixtures';

test('the login page links back to the public site', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /Back to the Hotel Guest Registry website/ }).click();
  await expect(page).toHaveURL(/\/landing$/);
});

test('the pricing heading is not hidden under the sticky header after scrolling to it', async ({ page }) => {
  await page.goto('/landing');
  await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
  const heading = page.getByRole('heading', { name: /pricing/i, level: 2 });
  await expect(heading).toBeInViewport();
  const header = await page.getByRole('banner').boundingBox();
  await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});

test('a toast does not cover the header links', async ({ page }) => {
  const hotel = await createHotelAccount({ prefix: 'Toast Hotel' });
  await signIn(page, hotel);
  await page.goto('/hotel-setup');
  await page.getByRole('button', { name: 'Save Setup' }).click();
  const toast = page.getByText('Hotel setup saved!');
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThan(viewport.height / 2);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guest List' }).click();
  await expect(page).toHaveURL(/\/guest-list/);
});
