/**
 * Rough edges a new user met: a way back from /login to the public site, the pricing heading visible
 * below the sticky header when scrolled to, and toasts that leave the header links clickable.
 */
import { signInAsAdmin, signInToNewHotel } from './support/auth';
import { expect, test } from './support/fixtures';
import { guestListOf } from './support/guest-list';
import { navBars, VIEWPORTS } from './support/screens';

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

test("the header shows the month's usage; a toast does not cover the header links", async ({ page }) => {
  await signInToNewHotel(page, 'Toast Hotel');
  await expect(page.getByTestId('plan-usage')).toHaveText('0 of 50 guests this month');
  await page.goto('/hotel-setup');
  await page.getByRole('button', { name: 'Save Setup' }).click();
  const toast = page.getByText('Hotel setup saved!');
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThan(viewport.height / 2);
  const nav = (await navBars(page).header.boundingBox())!;
  expect(box.y).toBeGreaterThan(nav.y + nav.height); // the header links stay uncovered
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('Reports is reachable from the header and the bottom bar marks the current page', async ({ page }) => {
    await signInToNewHotel(page, 'Narrow Hotel');
    const { header, bottom } = navBars(page);
    const register = bottom.getByRole('link', { name: 'Register' });
    await expect(register).toHaveAttribute('aria-current', 'page');
    const colour = (name: string) => bottom.getByRole('link', { name }).evaluate((el) => getComputedStyle(el).color);
    expect(await colour('Register')).not.toBe(await colour('Guest List'));
    await header.getByRole('link', { name: 'Reports', exact: true }).click();
    await expect(page).toHaveURL(/\/reports$/);
  });

  test('the admin users table keeps Reset Password and Delete on screen', async ({ page }) => {
    await signInAsAdmin(page);
    const users = page.getByRole('region', { name: 'Users' });
    const deleteButton = users.getByRole('button', { name: /Delete/ }).first();
    await expect(deleteButton).toBeVisible();
    const box = (await deleteButton.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  test('the guest list shows one stacked card per guest, without sideways scrolling', async ({ page }) => {
    await guestListOf(page, 'Card Hotel', [
      {
        first_name: 'Maximiliane',
        last_name: 'Longname-Example',
        email: 'maximiliane.longname@e2e.test',
        check_in: '2026-11-20',
      },
    ]);
    const row = page.getByRole('row', { name: /Maximiliane/ });
    await expect(row).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = (await row.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});
