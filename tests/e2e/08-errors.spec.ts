/**
 * Flow 8, what users see when things go wrong (docs/product.md#validation validation, docs/product.md#messages error catalogue): login
 * mistakes, a non-admin on the admin login, the plan's monthly guest limit, a network failure while
 * saving a guest (the form keeps its data), and another hotel's guest opened by URL.
 */
import type { Page } from '@playwright/test';
import { fillLogin, signIn, signInToNewHotel } from './support/auth';
import { createHotelAccount, db, fillMonth, insertGuests } from './support/data';
import { SEED } from './support/env';
import { passportImages } from './support/images';
import { expect, test } from './support/fixtures';

test.describe('hotel login', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
  });
  const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });

  test('a wrong password and an unknown email get the same message', async ({ page }) => {
    await fillLogin(page, { email: SEED.demo.email, password: 'not-the-password' });
    await loginButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed. Check your credentials.');

    // Supabase Auth answers both alike (invalid_credentials), so nobody can probe for accounts.
    await fillLogin(page, { email: 'nobody-here@e2e.test', password: 'whatever-1' });
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Login failed. Check your credentials.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('empty fields, and a reset without an email, are refused before any request', async ({ page }) => {
    await expect(page.getByLabel('Email')).toHaveValue(SEED.demo.email); // the demo login is prefilled
    await fillLogin(page, { email: '', password: '' });
    await loginButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter email and password.');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your email above to reset your password.');
  });

  test('no connection to the auth server', async ({ page }) => {
    await page.route('**/auth/v1/token**', (route) => route.abort('internetdisconnected'));
    await loginButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Network error. Check your connection.');
  });

  test('a hotel user on the admin login is told so and signed out', async ({ page }) => {
    await page.goto('/admin-login');
    await page.getByLabel('Username or email').fill(SEED.demo.email);
    await page.getByLabel('Password').fill(SEED.demo.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('This account is not an admin.');
    await expect(page).toHaveURL(/\/admin-login$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/login$/);
  });
});

/** Fills the required fields of the registration form (all ten shown). */
async function fillGuest(page: Page, firstName: string) {
  const form = page.getByRole('form', { name: 'Guest registration' });
  const values: Record<string, string> = {
    'First Name': firstName,
    'Last Name': 'Traveller',
    'Passport Number': 'X9988776',
    'Travel Agent Name': 'Walk-in',
    Room: '3',
    'Chauffeur Name': 'None',
    'Chauffeur Contact': '-',
    Phone: '+353 1 234 5678',
  };
  for (const [label, value] of Object.entries(values))
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  await form.getByRole('combobox', { name: 'Nationality', exact: true }).selectOption('IRL');
  return { form, values };
}

test('the monthly guest limit of the plan stops a registration and keeps the form', async ({ page }) => {
  const hotel = await createHotelAccount({ prefix: 'Full Hotel' });
  await fillMonth(hotel.hotelId, 50); // Starter: 50 guests per month (docs/product.md#limits)
  await signIn(page, hotel);
  await expect(page.getByText('Starter · 50 guests / 2 users')).toBeVisible();

  const { form, values } = await fillGuest(page, 'Fifty-first');
  await form.getByRole('button', { name: 'Register Guest' }).click();
  await expect(form.getByRole('alert')).toHaveText('Monthly guest limit reached for your plan.');
  await expect(page).toHaveURL(/\/register$/);
  for (const [label, value] of Object.entries(values)) {
    await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
  }
});

test('a network failure while saving keeps the form and its images; a retry then saves', async ({ page }) => {
  const hotel = await signInToNewHotel(page, 'Offline Hotel');
  const { form, values } = await fillGuest(page, 'Patient');
  await form.getByLabel(/Attach passport images/).setInputFiles(await passportImages(page, 1));

  await page.route('**/functions/v1/add-guest', (route) => route.abort('internetdisconnected'));
  await form.getByRole('button', { name: 'Register Guest' }).click();
  await expect(form.getByRole('alert')).toHaveText('Submission failed. Please try again.');
  await expect(form.getByRole('button', { name: 'Register Guest' })).toBeEnabled();
  await expect(page).toHaveURL(/\/register$/);
  for (const [label, value] of Object.entries(values)) {
    await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
  }
  await expect(form.getByRole('list', { name: 'Attached images' })).toContainText('passport-1.png');

  await page.unroute('**/functions/v1/add-guest');
  await form.getByRole('button', { name: 'Register Guest' }).click();
  await expect(page.getByText('Guest registered successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/guest-list$/);
  // Exactly one guest: the failed attempt left nothing behind.
  await expect(page.getByText('1 guest', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Passport of Patient Traveller' })).toBeVisible();
  const { rows } = await db().query<{ n: number }>(
    `select count(*)::int as n from storage.objects where bucket_id = 'passports' and name like $1 || '/%'`,
    [hotel.hotelId],
  );
  // The retry is the same registration (docs/faults.md): the image the failed attempt stored is
  // attached, not uploaded a second time.
  expect(rows[0].n).toBe(1);
});

test("another hotel's guest opened by URL closes with an error and shows nothing of them", async ({ page }) => {
  const ours = await createHotelAccount({ prefix: 'Our Hotel' });
  const theirs = await createHotelAccount({ prefix: 'Their Hotel' });
  const [theirGuest] = await insertGuests(theirs.hotelId, [
    { first_name: 'Secret', last_name: 'Sleeper', phone: '+1 000 000 0000', check_in: '2026-11-02' },
  ]);
  await signIn(page, ours);

  await page.goto(`/guest-list?guest=${theirGuest}`);
  await expect(page.getByText('Unauthorized guest access.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/guest-list$/);
  await expect(page.getByText('Secret')).toHaveCount(0);
  await expect(page.getByText('No guests found.')).toBeVisible();
});

test("a session the server no longer accepts: 'Please sign in again.'", async ({ page }) => {
  await signInToNewHotel(page, 'Stale Hotel');
  const { form } = await fillGuest(page, 'Stale');
  // The request carries a token the functions server rejects, as an expired, unrefreshed one would be.
  await page.route('**/functions/v1/add-guest', (route) =>
    route.continue({ headers: { ...route.request().headers(), authorization: 'Bearer not.a.valid-token' } }),
  );
  await form.getByRole('button', { name: 'Register Guest' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please sign in again.');
  await expect(page).toHaveURL(/\/register$/);
});
