/**
 * Two-step sign-in (docs/product.md#two-step-sign-in): an owner adds an authenticator on Hotel Setup →
 * Security with a code made from the QR code's otpauth URI (the `otpauth` library, as an authenticator
 * app would), adds a backup, requires two-step sign-in for the hotel, then signs in with a code; staff
 * of that hotel are told why; an admin without an authenticator must set one up before the console.
 */
import type { Page } from '@playwright/test';
import { enterTwoStepCode, fillLogin, signInToNewHotel, totpCodeOfUri } from './support/auth';
import { createHotelAccount, createUserWithoutHotel, db } from './support/data';
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/screens';

/** Adds an authenticator named `name` in the open Security section; @returns its otpauth URI. */
async function addAuthenticator(page: Page, button: string, name: string): Promise<string> {
  const security = page.locator('#security');
  await security.getByRole('button', { name: button }).click();
  await security.getByLabel('Name of this authenticator').fill(name);
  await security.getByRole('button', { name: 'Show QR code' }).click();
  await expect(security.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const uri = (await security.getByRole('link', { name: 'open it in the authenticator app' }).getAttribute('href'))!;
  expect(uri).toMatch(/^otpauth:\/\/totp\/Hotel%20Guest%20Registry:.+secret=/);
  await expect(security.getByLabel('Setup key')).toHaveText(new URL(uri).searchParams.get('secret')!);
  await security.getByLabel('6-digit code').fill(totpCodeOfUri(uri));
  await security.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(security.getByRole('list', { name: 'Your authenticators' })).toContainText(name);
  return uri;
}

test('an owner turns on two-step sign-in from the QR code, requires it, and signs in with a code', async ({ page }) => {
  const hotel = await signInToNewHotel(page, 'Two Step');
  await page.goto('/hotel-setup');
  const security = page.locator('#security');
  await expect(security.getByText('Two-step sign-in is off for your account.')).toBeVisible();
  const rule = security.getByRole('checkbox', { name: 'Require two-step sign-in for everyone in this hotel' });
  await expect(rule).toBeDisabled();

  await addAuthenticator(page, 'Set up an authenticator app', 'Phone');
  await expect(page.getByText('Two-step sign-in is on. Keep a backup authenticator')).toBeVisible();
  await expect(security.getByText('Two-step sign-in is on for your account.')).toBeVisible();
  const backup = await addAuthenticator(page, 'Add a backup authenticator', 'Backup');
  await rule.check();
  await expect(page.getByText('Two-step sign-in requirement saved.')).toBeVisible();
  await security.scrollIntoViewIfNeeded();
  await saveScreen(page, 'hotel-setup-security');
  const { rows } = await db().query<{ require_two_step: boolean }>(
    'select require_two_step from public.hotels where id = $1',
    [hotel.hotelId],
  );
  expect(rows[0].require_two_step).toBe(true);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, hotel);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  // The hotel's pages wait for the code.
  await page.goto('/guest-list');
  await expect(page).toHaveURL(/\/login$/);
  const wrong = totpCodeOfUri(backup) === '000000' ? '111111' : '000000';
  await page.getByRole('radio', { name: 'Backup' }).check();
  await enterTwoStepCode(page, wrong);
  await expect(page.getByRole('alert')).toHaveText(
    'Invalid code. Check the 6-digit code in your authenticator app and try again.',
  );
  await saveScreen(page, 'login-two-step-code');
  await enterTwoStepCode(page, totpCodeOfUri(backup));
  await expect(page).toHaveURL(/\/register$/);
  // The purge preview answers only an aal2 session in this hotel now.
  await page.goto('/data-protection');
  await expect(page.getByText('No passport images are due for deletion in the next 7 days.')).toBeVisible();
});

test('staff of a hotel that requires two-step sign-in are told why, and where to set it up', async ({ page }) => {
  const hotel = await createHotelAccount({ prefix: 'Strict' });
  await db().query('update public.hotels set require_two_step = true where id = $1', [hotel.hotelId]);
  const clerk = await createUserWithoutHotel('clerk');
  await db().query(`insert into public.hotel_members (user_id, hotel_id, email, role) values ($1, $2, $3, 'staff')`, [
    clerk.userId,
    hotel.hotelId,
    clerk.email,
  ]);
  await page.goto('/login');
  await fillLogin(page, clerk);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/register$/);
  const banner = page.getByText('Your hotel requires two-step sign-in for passport images');
  await expect(banner).toBeVisible();
  await page.getByRole('link', { name: 'Set it up in Hotel Setup' }).click();
  await expect(page).toHaveURL(/\/hotel-setup#security$/);
  await expect(page.locator('#security').getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
});

test('an admin without an authenticator sets one up before the console opens', async ({ page }) => {
  const admin = await createUserWithoutHotel('second-admin');
  await db().query('insert into public.platform_admins (email) values ($1)', [admin.email]);
  try {
    await page.goto('/admin-login');
    await page.getByLabel('Username or email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/admin-login$/);
    await page.getByRole('button', { name: 'Show QR code' }).click();
    const uri = (await page.getByRole('link', { name: 'open it in the authenticator app' }).getAttribute('href'))!;
    await page.getByLabel('6-digit code').fill(totpCodeOfUri(uri));
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('list', { name: 'Your authenticators' })).toContainText('Phone');
  } finally {
    await db().query('delete from public.platform_admins where email = $1', [admin.email]);
  }
});
