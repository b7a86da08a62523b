/**
 * The redirect rule and route guards (docs/product.md#screens-and-routes "Redirect rule", docs/product.md#roles roles): where a signed-out
 * visitor, a hotel user and the admin end up on pages that are not theirs.
 */
import { signInAsAdmin, signInToNewHotel } from './support/auth';
import { expect, test } from './support/fixtures';

const path = (pathname: string) => (url: URL) => url.pathname === pathname;

test('a signed-out visitor: hotel and admin pages go to /login, unknown paths to the landing page', async ({
  page,
}) => {
  for (const hotelPage of ['/register', '/guest-list', '/hotel-setup', '/admin-dashboard', '/create-user']) {
    await page.goto(hotelPage);
    await expect(page, hotelPage).toHaveURL(path('/login'));
  }
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(path('/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Guest registration without the paperwork' })).toBeVisible();
});

test('a hotel user: /, /login and unknown paths go to /register; admin pages are closed', async ({ page }) => {
  await signInToNewHotel(page, 'Redirect Hotel');
  for (const elsewhere of ['/', '/login', '/no-such-page', '/admin-login']) {
    await page.goto(elsewhere);
    await expect(page, elsewhere).toHaveURL(path('/register'));
  }
  // /admin-dashboard sends non-admins to /login, which sends a signed-in user home.
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(path('/register'));
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toHaveCount(0);
});

test('the admin: / and hotel pages go to the admin dashboard, without the hotel header', async ({ page }) => {
  await signInAsAdmin(page);
  for (const elsewhere of ['/', '/login', '/register', '/guest-list', '/hotel-setup']) {
    await page.goto(elsewhere);
    await expect(page, elsewhere).toHaveURL(path('/admin-dashboard'));
  }
  await expect(page.getByTestId('hotel-name')).toHaveCount(0);
});

test('Try Demo signs into the seeded demo hotel', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try Demo' }).click();
  await expect(page).toHaveURL(path('/register'));
  await expect(page.getByTestId('hotel-name')).toHaveText('Seaside Demo Villa');
  await expect(page.getByText('Pro · 50 guests / 5 users')).toBeVisible();
});
