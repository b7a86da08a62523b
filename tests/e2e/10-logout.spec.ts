/**
 * Flow 10, logout (docs/product.md#screens-and-routes /logout: signs out, clears local storage, goes to /login after about
 * 0.5 s; navigation: header on wide screens, bottom nav bar on small ones).
 */
import type { Page } from '@playwright/test';
import { signInToNewHotel } from './support/auth';
import { expect, test } from './support/fixtures';
import { navBars, VIEWPORTS } from './support/screens';

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

async function expectSignedOutAndCleared(page: Page) {
  // 'Signing out…' shows for about 0.5 s; asserting on it would race a busy machine, so only the outcome is checked.
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedKeys(page)).toEqual([]);
  // The session is gone for good: a hotel page sends the visitor back to log in.
  await page.goto('/guest-list');
  await expect(page).toHaveURL(/\/login$/);
}

test('Logout in the header signs out, clears local storage and lands on /login', async ({ page }) => {
  await signInToNewHotel(page, 'Logout Hotel');
  await page.evaluate(() => localStorage.setItem('hotelId', 'left-over-from-an-old-version'));
  expect(await storedKeys(page)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^sb-.*-auth-token$/), 'hotelId']),
  );

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' }).click();
  await expectSignedOutAndCleared(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the bottom nav bar carries Register, Guest List and Logout', async ({ page }) => {
    await signInToNewHotel(page, 'Phone Hotel');
    const { header, bottom } = navBars(page);
    await expect(bottom.getByRole('link')).toHaveText(['Register', 'Guest List', 'Logout']);
    await expect(header.getByRole('link', { name: 'Register Guest' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Hotel Setup' })).toBeVisible();

    await bottom.getByRole('link', { name: 'Guest List' }).click();
    await expect(page).toHaveURL(/\/guest-list$/);
    await bottom.getByRole('link', { name: 'Logout' }).click();
    await expectSignedOutAndCleared(page);
  });
});
