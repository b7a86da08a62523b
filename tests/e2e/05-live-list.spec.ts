/**
 * Flow 5, the live guest list (docs/product.md#server-calls "Live query of guests where hotelId equals the user's hotel";
 * docs/product.md#roles hotel users see only their hotel's guests): a second browser context of the same hotel
 * registers a guest and the first sees it without a reload; another hotel's context never does.
 */
import type { Page } from '@playwright/test';
import { signIn, type Login } from './support/auth';
import { createHotelAccount, insertGuests } from './support/data';
import { expect, test } from './support/fixtures';
import { framesMentioning, guestFeedJoined } from './support/realtime';

/** `page` signed in as `login`, showing its live guest list once the live feed is joined. */
async function openGuestList(page: Page, login: Login, spyOn?: string): Promise<Page & { spied?: string[] }> {
  const spied = spyOn ? framesMentioning(page, spyOn) : undefined;
  await signIn(page, login);
  const joined = guestFeedJoined(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guest List' }).click();
  await joined;
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  return Object.assign(page, { spied });
}

const guestRow = (page: Page, name: string) => page.getByRole('row', { name: new RegExp(`^Guest ${name}`) });

test('a guest registered in one browser appears live in another of the same hotel, never in another hotel', async ({
  page,
  newBrowserPage,
}) => {
  const hotel = await createHotelAccount({ prefix: 'Live Hotel' });
  const otherHotel = await createHotelAccount({ prefix: 'Other Hotel' });

  const frontDesk = await openGuestList(page, hotel, hotel.hotelId);
  // The other hotel's socket is watched for any frame naming the first hotel (its topic or its guests).
  const elsewhere = await openGuestList(await newBrowserPage(), otherHotel, hotel.hotelId);
  await expect(frontDesk.getByText('No guests found.')).toBeVisible();
  await expect(elsewhere.getByText('No guests found.')).toBeVisible();

  // The second context of the same hotel registers a guest through the form.
  const backOffice = await newBrowserPage();
  await signIn(backOffice, hotel);
  const form = backOffice.getByRole('form', { name: 'Guest registration' });
  for (const [label, value] of [
    ['First Name', 'Live'],
    ['Last Name', 'Arrival'],
    ['Passport Number', 'L7654321'],
    ['Travel Agent Name', 'Direct'],
    ['Room', '7'],
    ['Chauffeur Name', 'None'],
    ['Chauffeur Contact', '-'],
  ]) {
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await form.getByRole('combobox', { name: 'Nationality', exact: true }).selectOption('NLD');
  await form.getByRole('button', { name: 'Register Guest' }).click();
  await expect(backOffice.getByText('Guest registered successfully!')).toBeVisible();

  await expect(guestRow(frontDesk, 'Live Arrival')).toBeVisible();
  expect(await frontDesk.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The other hotel's feed is live too (its own new guest arrives), yet the first hotel's guest never shows.
  await insertGuests(otherHotel.hotelId, [{ first_name: 'Own', last_name: 'Walkin', check_in: '2026-11-01' }]);
  await expect(guestRow(elsewhere, 'Own Walkin')).toBeVisible();
  await expect(guestRow(elsewhere, 'Live Arrival')).toHaveCount(0);
  await expect(elsewhere.getByRole('table').getByRole('row')).toHaveCount(2);
  expect(await elsewhere.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(elsewhere.spied).toEqual([]);
  expect(frontDesk.spied?.length).toBeGreaterThan(0); // the spy does see the hotel's own topic
});
