/**
 * Signing in as a user does it: through /login (hotel staff) and /admin-login (the platform admin).
 * Each waits until the app has navigated to where that user lands.
 */
import type { Page } from '@playwright/test';
import { Secret, TOTP, URI } from 'otpauth';
import { expect } from './fixtures';
import { createHotelAccount, type HotelAccount } from './data';
import { SEED } from './env';

export type Login = { email: string; password: string };

/**
 * Signs in on /login and waits for the landing route.
 * @param landing where this user must end up: /register (has a hotel) or /hotel-setup (none yet)
 */
export async function signIn(
  page: Page,
  login: Login,
  landing: '/register' | '/hotel-setup' = '/register',
): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, login);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === landing);
}

/**
 * Makes a fresh hotel account (Starter plan, hotel named after `prefix`) and signs its owner in on
 * /login; resolves to the account once the app has landed on /register.
 */
export async function signInToNewHotel(page: Page, prefix: string): Promise<HotelAccount> {
  const hotel = await createHotelAccount({ prefix });
  await signIn(page, hotel);
  return hotel;
}

/** Replaces the prefilled demo login with `login`. */
export async function fillLogin(page: Page, login: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
}

/** The code an authenticator app shows now for a base32 TOTP secret (RFC 6238, as Supabase Auth's factors). */
export const totpCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

/** The code of an `otpauth://totp/...` URI, the one the enrolment's QR code encodes. */
export const totpCodeOfUri = (uri: string) => (URI.parse(uri) as TOTP).generate();

/** Enters `code` in the sign-in's second step (docs/product.md#two-step-sign-in). */
export async function enterTwoStepCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/**
 * Signs in on /admin-login with the username (no '@': the app appends the admin mail domain), then
 * the code of the seeded admin's authenticator.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Username or email').fill(SEED.admin.username);
  await page.getByLabel('Password').fill(SEED.admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await enterTwoStepCode(page, totpCode(SEED.admin.totpSecret));
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}
