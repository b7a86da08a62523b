/**
 * Signing in as a user does it: through /login (hotel staff) and /admin-login (the platform admin).
 * Each waits until the app has navigated to where that user lands.
 */
import type { Page } from '@playwright/test';
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

/** Signs in on /admin-login with the username (no '@': the app appends the admin mail domain). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Username or email').fill(SEED.admin.username);
  await page.getByLabel('Password').fill(SEED.admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
}
