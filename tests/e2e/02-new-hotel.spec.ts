/**
 * Flow 2, a new hotel (docs/product.md#screens-and-routes Admin login, Admin dashboard, Create Hotel Account, Hotel login):
 * the admin signs in by username, creates a hotel and a hotel user (the confirmation names the
 * hotel); that user signs in and lands on /register. /create-user (admin only here) makes a hotel
 * and its owner in one step. A signed-in account without a hotel lands on /hotel-setup with the
 * welcome message and sets its hotel up there.
 */
import { fillLogin, signIn, signInAsAdmin } from './support/auth';
import { createHotelAccount, createUserWithoutHotel, newLogin, unique } from './support/data';
import { expect, test } from './support/fixtures';

test('admin creates a hotel and a hotel user; the user signs in and lands on /register', async ({ page }) => {
  const hotelName = unique('Harbour Inn');
  const staff = newLogin('harbour');

  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expect(page.getByText('Signed in as admin@guestregistry.app')).toBeVisible();

  const newHotel = page.getByRole('region', { name: 'New hotel', exact: true });
  await newHotel.getByRole('button', { name: 'Create New Hotel', exact: true }).click();
  await expect(newHotel.getByRole('alert')).toHaveText('Hotel name and address are required');
  await newHotel.getByLabel('Hotel name').fill(hotelName);
  await newHotel.getByLabel('Hotel address').fill('3 Quay Lane, Galle');
  await newHotel.getByRole('button', { name: 'Create New Hotel', exact: true }).click();
  await expect(page.getByText(`Hotel "${hotelName}" created.`)).toBeVisible();

  const newUser = page.getByRole('region', { name: 'New hotel user' });
  await newUser.getByRole('button', { name: 'Create New Hotel User' }).click();
  await expect(newUser.getByRole('alert')).toHaveText('Email, password, and hotel selection are required');
  await newUser.getByLabel('Email').fill(staff.email);
  await newUser.getByLabel('Password').fill(staff.password);
  await newUser.getByLabel('Hotel').selectOption({ label: hotelName });
  await newUser.getByRole('button', { name: 'Create New Hotel User' }).click();

  const confirm = page.getByRole('dialog', { name: 'Create hotel user?' });
  await expect(confirm).toContainText(`Create ${staff.email} as a user of ${hotelName}?`);
  await confirm.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText(`User ${staff.email} created in ${hotelName}.`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Users' }).getByRole('cell', { name: staff.email, exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, staff);
  await expect(page.getByTestId('hotel-name')).toHaveText(hotelName);
  // New hotels start on Starter (docs/product.md#limits: 50 guests per month, 2 users).
  await expect(page.getByText('Starter · 50 guests / 2 users')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Guest registration' })).toBeVisible();
});

test('/create-user makes a hotel with its owner in one step; the owner signs in to /register', async ({ page }) => {
  const hotelName = unique('Palm Villa');
  const owner = newLogin('palm');

  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Create Hotel Account' }).click();
  await expect(page).toHaveURL(/\/create-user$/);
  const form = page.getByRole('form', { name: 'Create Hotel Account' });
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('alert')).toHaveText('All four fields are required.');

  await form.getByLabel('Hotel name').fill(hotelName);
  await form.getByLabel('Hotel address').fill('8 Palm Grove, Mirissa');
  await form.getByLabel('Email').fill(owner.email);
  await form.getByLabel('Password').fill(owner.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`Created ${hotelName} with owner ${owner.email}.`)).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, owner);
  await expect(page.getByTestId('hotel-name')).toHaveText(hotelName);
});

test('/create-user is for the admin only: a hotel user is sent to their home page', async ({ page }) => {
  const account = await createUserWithoutHotel('intruder');
  await signIn(page, account, '/hotel-setup');
  await page.goto('/create-user');
  // /create-user redirects non-admins to /login, which sends a signed-in user home (docs/product.md#screens-and-routes redirect rule).
  await expect(page).toHaveURL(/\/hotel-setup$/);
});

test('an account without a hotel lands on /hotel-setup with the welcome message and creates its hotel', async ({
  page,
}) => {
  const account = await createUserWithoutHotel();
  const hotelName = unique('Lagoon House');

  await signIn(page, account, '/hotel-setup');
  await expect(page.getByText('Welcome! Set up your hotel to get started.').first()).toBeVisible();
  await expect(page.getByTestId('hotel-name')).toHaveText('New hotel');
  await expect(page.getByText('No plan')).toBeVisible();
  // Without a hotel, /register and /guest-list send the user back to set up first (docs/product.md#screens-and-routes).
  await page.goto('/guest-list');
  await expect(page).toHaveURL(/\/hotel-setup$/);

  const setup = page.getByRole('form', { name: 'Hotel setup' });
  await setup.getByLabel('Hotel Name').fill(hotelName);
  await setup.getByLabel('Hotel Address').fill('21 Lagoon Road, Negombo');
  await setup.getByRole('button', { name: 'Save Setup' }).click();
  await expect(page.getByText('Hotel setup saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByTestId('hotel-name')).toHaveText(hotelName);
  await expect(page.getByText('Starter · 50 guests / 2 users')).toBeVisible();
});

test('admin deletes a hotel user after confirming; the account can no longer sign in', async ({ page }) => {
  const hotel = await createHotelAccount({ prefix: 'Leaving Hotel' });
  await signInAsAdmin(page);
  const users = page.getByRole('region', { name: 'Users' });
  // The admin's own account cannot be deleted.
  await expect(users.getByRole('button', { name: 'Delete admin@guestregistry.app' })).toBeDisabled();

  await users.getByRole('button', { name: `Delete ${hotel.email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete user?' });
  await expect(confirm).toContainText(`Delete ${hotel.email}? This cannot be undone.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(users.getByRole('cell', { name: hotel.email, exact: true })).toBeVisible();

  await users.getByRole('button', { name: `Delete ${hotel.email}` }).click();
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByText(`User ${hotel.email} deleted.`)).toBeVisible();
  await expect(users.getByRole('cell', { name: hotel.email, exact: true })).toHaveCount(0);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, hotel);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed. Check your credentials.');
});
