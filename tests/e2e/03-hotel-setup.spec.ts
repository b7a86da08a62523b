/**
 * Flow 3, Hotel Setup (docs/product.md#screens-and-routes Hotel Setup, docs/product.md#guest-fields Hotel.fields, docs/product.md#validation change password): turn three guest
 * form fields off, save, and the registration form shows only the rest; change the password and
 * sign in again with it.
 */
import { fillLogin, signIn, signInToNewHotel } from './support/auth';
import { createHotelAccount } from './support/data';
import { expect, test } from './support/fixtures';
import { ALWAYS_SHOWN_LABELS, DEFAULT_ON_LABELS as TOGGLEABLE_LABELS, fieldInput } from './support/guest-fields';

const TURNED_OFF = ['Nationality', 'Travel Agent Name', 'Chauffeur Contact'];

test('turning three fields off leaves only the rest on the registration form', async ({ page }) => {
  const hotel = await signInToNewHotel(page, 'Setup Hotel');

  // Every field is on by default but the police reports' (docs/product.md#guest-fields).
  const registration = page.getByRole('form', { name: 'Guest registration' });
  for (const label of [...TOGGLEABLE_LABELS, ...ALWAYS_SHOWN_LABELS])
    await expect(fieldInput(registration, label)).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hotel Setup' }).click();
  await expect(page).toHaveURL(/\/hotel-setup$/);
  const setup = page.getByRole('form', { name: 'Hotel setup' });
  await expect(setup.getByLabel('Hotel Name')).toHaveValue(hotel.hotelName);
  for (const label of TOGGLEABLE_LABELS)
    await expect(setup.getByRole('checkbox', { name: label, exact: true })).toBeChecked();

  for (const label of TURNED_OFF) await setup.getByRole('checkbox', { name: label, exact: true }).uncheck();
  await setup.getByRole('button', { name: 'Save Setup' }).click();
  await expect(page.getByText('Hotel setup saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  for (const label of TOGGLEABLE_LABELS) {
    const field = fieldInput(registration, label);
    if (TURNED_OFF.includes(label)) await expect(field).toHaveCount(0);
    else await expect(field).toBeVisible();
  }
  // Email and phone are always shown (docs/product.md#validation: the only optional inputs).
  for (const label of ALWAYS_SHOWN_LABELS) await expect(fieldInput(registration, label)).toBeVisible();

  // The choice is stored: a fresh load of the setup page shows it.
  await page.goto('/hotel-setup');
  for (const label of TOGGLEABLE_LABELS) {
    const box = page.getByRole('checkbox', { name: label, exact: true });
    if (TURNED_OFF.includes(label)) await expect(box).not.toBeChecked();
    else await expect(box).toBeChecked();
  }
});

test('change password: at least 6 characters, then only the new password signs in', async ({ page }) => {
  const hotel = await createHotelAccount({ prefix: 'Password Hotel' });
  const newPassword = `${hotel.password}-new`;
  await signIn(page, hotel);
  await page.goto('/hotel-setup');

  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel('New Password', { exact: true }).fill('12345');
  await change.getByLabel('Confirm New Password').fill('12345');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByRole('alert')).toHaveText('Password must be at least 6 characters.');

  await change.getByLabel('New Password', { exact: true }).fill(newPassword);
  await change.getByLabel('Confirm New Password').fill(newPassword);
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByRole('status')).toHaveText('Password updated successfully!');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await fillLogin(page, hotel);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed. Check your credentials.');

  await signIn(page, { email: hotel.email, password: newPassword });
  await expect(page.getByTestId('hotel-name')).toHaveText(hotel.hotelName);
});
