/**
 * What users see while the app waits and when a read fails (docs/product.md#screens-and-routes 'Loading form...', docs/product.md#states plan badge
 * and dialog loading states, docs/product.md#messages 'Failed to fetch guests.' and the demo form's failure alert), plus
 * the input checks not covered by the main flows (images only; admin username case).
 */
import { enterTwoStepCode, signIn, totpCode, type Login } from './support/auth';
import { createHotelAccount, insertGuests } from './support/data';
import { SEED } from './support/env';
import { expect, test } from './support/fixtures';
import { holdRequests, rest } from './support/network';
import type { Page } from '@playwright/test';

let hotel: Login & { hotelId: string; hotelName: string };
test.beforeAll(async () => {
  hotel = await createHotelAccount({ prefix: 'Waiting Hotel' });
  await insertGuests(hotel.hotelId, [{ first_name: 'Slow', last_name: 'Loader', check_in: '2026-11-03' }]);
});

const offline = (page: Page, matches: (url: URL) => boolean) =>
  page.route(matches, (route) => route.abort('internetdisconnected'));

test("the registration form says 'Loading form...' until the hotel's settings arrive", async ({ page }) => {
  await signIn(page, hotel);
  const release = await holdRequests(page, rest('hotels'));
  await page.reload();
  await expect(page.getByText('Loading form...')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Guest registration' })).toHaveCount(0);
  release();
  await expect(page.getByRole('form', { name: 'Guest registration' })).toBeVisible();
  await expect(page.getByText('Loading form...')).toHaveCount(0);
});

test("the plan badge shows 'Loading…', then the plan, or 'Plan error' when it cannot be read", async ({ page }) => {
  await signIn(page, hotel);
  const release = await holdRequests(page, (url) => url.pathname === '/rest/v1/rpc/plan_usage');
  await page.reload();
  const header = page.getByRole('banner');
  await expect(header.getByText('Loading…')).toBeVisible();
  release();
  await expect(header.getByText('Starter · 50 guests / 2 users')).toBeVisible();

  await page.unrouteAll();
  await offline(page, (url) => url.pathname === '/rest/v1/rpc/plan_usage');
  await page.reload();
  await expect(header.getByText('Plan error')).toBeVisible();
});

test("the guest list says 'Failed to fetch guests.' when the list cannot be read", async ({ page }) => {
  await signIn(page, hotel);
  // A server error rather than no network: postgrest-js retries network failures of reads
  // (1 s, 2 s, 4 s) and TanStack Query once more, so offline the message takes ~15-30 s to appear.
  await page.route(rest('guests'), (route) =>
    route.fulfill({ status: 500, json: { code: 'XX000', details: null, hint: null, message: 'internal error' } }),
  );
  await page.goto('/guest-list');
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch guests.');
});

test('the guest details dialog shows a loading state until the guest arrives', async ({ page }) => {
  await signIn(page, hotel);
  await page.goto('/guest-list');
  const release = await holdRequests(
    page,
    (url) => url.pathname === '/rest/v1/guests' && Boolean(url.searchParams.get('id')),
  );
  await page.getByRole('row', { name: /^Guest Slow Loader/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Guest Details' });
  await expect(dialog.getByText('Loading guest…')).toBeVisible();
  release();
  await expect(page.getByRole('dialog', { name: 'Slow Loader' }).getByRole('table')).toBeVisible();
});

test('the registration form refuses files that are not images', async ({ page }) => {
  await signIn(page, hotel);
  const form = page.getByRole('form', { name: 'Guest registration' });
  await form
    .getByLabel(/Attach passport images/)
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(form.getByText('notes.txt is not a JPEG, PNG, WebP or HEIC image', { exact: false })).toBeVisible();
  await expect(form.getByText('(0/5 attached)')).toBeVisible();
});

test('the demo form shows an alert when the request cannot be saved, and keeps the email', async ({ page }) => {
  await offline(page, rest('contact_messages'));
  await page.goto('/landing#demo');
  const form = page.getByRole('form', { name: 'Request a demo' });
  await form.getByLabel('Email').fill('hopeful@e2e.test');
  await form.getByRole('button', { name: 'Request a demo' }).click();
  await expect(form.getByRole('alert')).toHaveText('Failed to send message. Please try again later.');
  await expect(form.getByLabel('Email')).toHaveValue('hopeful@e2e.test');
});

test('admin login: a wrong password is refused; the username is case-insensitive', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByLabel('Username or email').fill('admin');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed. Check your admin credentials.');

  await page.getByLabel('Username or email').fill('ADMIN');
  await page.getByLabel('Password').fill(SEED.admin.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Two-step sign-in' })).toBeVisible();
  await enterTwoStepCode(page, totpCode(SEED.admin.totpSecret));
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});
