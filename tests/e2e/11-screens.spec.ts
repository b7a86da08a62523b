/**
 * A screenshot of each main screen at desktop (1280x800) and phone (390x844) widths, written to
 * tests/e2e/screenshots/<screen>-<width>.png on every run for people to look at.
 * Read-only on the seeded demo hotel; each shot waits for the screen's content first.
 */
import { signIn, signInAsAdmin } from './support/auth';
import { createUserWithoutHotel } from './support/data';
import { SEED } from './support/env';
import { TOGGLEABLE_LABELS } from './support/guest-fields';
import { expect, test } from './support/fixtures';
import { saveScreen, VIEWPORTS } from './support/screens';

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${width} screens`, () => {
    test.use({ viewport });

    test('marketing and login screens', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await saveScreen(page, `landing-${width}`);

      await page.goto('/screenshots');
      await page.getByRole('button', { name: 'Enlarge screenshot: Guest list' }).click();
      await expect(page.getByRole('dialog', { name: 'Guest list' }).getByRole('img')).toBeVisible();
      await saveScreen(page, `screenshot-enlarged-${width}`);

      await page.goto('/refund-policy');
      await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
      await saveScreen(page, `refund-policy-${width}`);

      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
      await saveScreen(page, `login-${width}`);

      await page.goto('/admin-login');
      await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
      await saveScreen(page, `admin-login-${width}`);
    });

    test('hotel screens', async ({ page }) => {
      await signIn(page, SEED.demo);
      await expect(page.getByTestId('hotel-name')).toHaveText(SEED.demo.hotelName);
      await expect(page.getByRole('form', { name: 'Guest registration' })).toBeVisible();
      await saveScreen(page, `register-${width}`);

      await page.goto('/guest-list');
      await expect(page.getByRole('table').getByRole('row').nth(10)).toBeVisible();
      await saveScreen(page, `guest-list-${width}`);

      await page.getByRole('table').getByRole('row').nth(1).click();
      await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
      await saveScreen(page, `guest-details-${width}`);

      await page.goto('/hotel-setup');
      await expect(page.getByRole('region', { name: 'Hotel details' }).getByRole('checkbox')).toHaveCount(
        TOGGLEABLE_LABELS.length,
      );
      await saveScreen(page, `hotel-setup-${width}`);
    });

    test('first sign-in without a hotel', async ({ page }) => {
      await signIn(page, await createUserWithoutHotel('screens'), '/hotel-setup');
      await expect(page.getByRole('status').filter({ hasText: 'Welcome!' })).toBeVisible();
      await saveScreen(page, `hotel-setup-welcome-${width}`);
    });

    test('admin screens', async ({ page }) => {
      await signInAsAdmin(page);
      await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
      await saveScreen(page, `admin-dashboard-${width}`);

      await page.getByRole('button', { name: 'Create Hotel Account' }).click();
      await expect(page.getByRole('heading', { name: 'Create Hotel Account' })).toBeVisible();
      await saveScreen(page, `create-user-${width}`);
    });
  });
}
