/**
 * A session that ends behind the page's back (docs/product.md#states): the stored session removed in
 * this very tab, the user deleted by the admin, the user's hotel membership removed. Each ends on
 * /login with a message, never on a page that pretends all is well ('No plan', 'No guests found.').
 */
import { signInToNewHotel } from './support/auth';
import { db } from './support/data';
import { expect, test } from './support/fixtures';

test("'Please log in again.' goes to /login when the session vanished in this tab", async ({ page }) => {
  await signInToNewHotel(page, 'Vanishing Session Hotel');
  const form = page.getByRole('form', { name: 'Guest registration' });
  for (const label of ['First Name', 'Last Name', 'Passport Number', 'Travel Agent Name', 'Room'])
    await form.getByRole('textbox', { name: label, exact: true }).fill('x');
  await form.getByRole('combobox', { name: 'Nationality', exact: true }).selectOption('PRT');
  await form.getByRole('textbox', { name: 'Chauffeur Name', exact: true }).fill('x');
  await form.getByRole('textbox', { name: 'Chauffeur Contact', exact: true }).fill('555');
  await page.evaluate(() => localStorage.clear());
  await form.getByRole('button', { name: 'Register Guest' }).click();
  await expect(form.getByText('Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

// The account is taken away behind the page's back; the next page load must notice.
const endedSessions = [
  {
    title: 'a deleted user is signed out with a message',
    prefix: 'Deleted User Hotel',
    removal: 'delete from auth.users where id = $1',
    message: 'Your account no longer exists.',
  },
  {
    title: 'a user removed from their hotel is signed out with a message',
    prefix: 'Removed Member Hotel',
    removal: 'delete from public.hotel_members where user_id = $1',
    message: 'Your account is no longer linked to this hotel.',
  },
  {
    // What the admin's password reset does (docs/architecture.md#access-that-ends).
    title: 'a user signed out everywhere is signed out here too, with a message',
    prefix: 'Signed Out Hotel',
    removal: 'delete from auth.sessions where user_id = $1',
    message: 'You were signed out on every device.',
  },
];
for (const { title, prefix, removal, message } of endedSessions) {
  test(title, async ({ page }) => {
    const hotel = await signInToNewHotel(page, prefix);
    await db().query(removal, [hotel.userId]);
    await page.goto('/guest-list');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(message, { exact: false })).toBeVisible();
  });
}
