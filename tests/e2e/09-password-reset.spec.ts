/**
 * Flow 9, password reset (docs/product.md#screens-and-routes Hotel login 'Forgot your password?', docs/product.md#server-calls "send password reset
 * email", docs/product.md#screens-and-routes admin dashboard Reset Password): request it, read the email from the stack's mailbox,
 * follow the link, set a new password, sign in with it.
 */
import type { Page } from '@playwright/test';
import { fillLogin, signIn, signInAsAdmin, type Login } from './support/auth';
import { createHotelAccount } from './support/data';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mailbox';

/**
 * Follows the recovery link of the newest email to `email` and chooses `password` on /reset-password;
 * with `oldPassword`, first tries to keep the old one (Supabase Auth answers same_password).
 */
async function resetThroughEmail(page: Page, email: string, password: string, oldPassword?: string) {
  const mail = await waitForMail(email);
  const link = mail.links.find((href) => href.includes('type=recovery'));
  expect(link, `a recovery link in "${mail.subject}"`).toBeTruthy();

  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters.');
  if (oldPassword) {
    await page.getByLabel('New password').fill(oldPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The new password must be different from your current password. Choose another one.',
    );
  }
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
}

/** Signs out, shows the old password no longer works, signs in with the new one. */
async function onlyNewPasswordWorks(page: Page, old: Login, newPassword: string) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, old);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed. Check your credentials.');
  await signIn(page, { email: old.email, password: newPassword });
}

test('forgot password on /login: email, link, new password, sign in', async ({ page }) => {
  const hotel = await createHotelAccount({ prefix: 'Reset Hotel' });
  const newPassword = 'brand-new-secret-42';

  await page.goto('/login');
  await fillLogin(page, { email: hotel.email, password: '' });
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('status')).toHaveText('Password reset email sent. Check your inbox.');

  await resetThroughEmail(page, hotel.email, newPassword, hotel.password);
  await onlyNewPasswordWorks(page, hotel, newPassword);
});

test('the admin sends a reset email from the users table; the user sets a new password', async ({ page }) => {
  const hotel = await createHotelAccount({ prefix: 'Admin Reset Hotel' });
  const newPassword = 'admin-sent-reset-7';

  await signInAsAdmin(page);
  await page.getByRole('button', { name: `Reset password for ${hotel.email}` }).click();
  await expect(page.getByText(`Password reset email sent to ${hotel.email}.`)).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);

  await resetThroughEmail(page, hotel.email, newPassword);
  await onlyNewPasswordWorks(page, hotel, newPassword);
});
