/**
 * A returning staff member's /guest-list (docs/architecture.md#performance): index.html asks for the first page of
 * guests with the stored session before any of the app's JS, and the header shows the hotel's name from the first
 * paint. The browser's mark that names the hotel is not trusted: with another hotel's id in it, the early request
 * finds nothing (RLS) and the list is still the staff member's own hotel.
 */
import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { createHotelAccount, insertGuests } from './support/data';
import { expect, test } from './support/fixtures';

const STAFF_SHELL_KEY = 'hgr.staff-shell';

/** The hotel id a GET of the guests table asks for, or null for any other request. */
const guestsHotel = (url: URL, method: string) =>
  url.pathname === '/rest/v1/guests' && method === 'GET'
    ? (url.searchParams.get('hotel_id') ?? '').replace(/^eq\./, '')
    : null;

/**
 * From the page's next document on (requests of the one before, e.g. a late refresh, are dropped): its
 * requests in order ('js' or the guests table's hotel id) and those GETs' answers by hotel.
 */
function watchRequests(page: Page) {
  const order: string[] = [];
  const answers = new Map<string, Promise<string>>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      order.length = 0;
      answers.clear();
      return;
    }
    const url = new URL(request.url());
    const hotel = guestsHotel(url, request.method());
    if (hotel !== null) order.push(hotel);
    else if (url.pathname.endsWith('.js')) order.push('js');
  });
  page.on('response', (response) => {
    const hotel = guestsHotel(new URL(response.url()), response.request().method());
    if (hotel !== null && !answers.has(hotel)) answers.set(hotel, response.text());
  });
  return { order, answers };
}

test("a returning staff member's guest list asks for its first page before the app's JS", async ({ page }) => {
  const hotel = await createHotelAccount({ prefix: 'Early' });
  await insertGuests(hotel.hotelId, [{ first_name: 'Ada', last_name: 'Early', check_in: '2026-03-01' }]);
  await signIn(page, hotel);
  await page.goto('/guest-list');
  await expect(page.getByRole('row', { name: /Ada Early/ })).toBeVisible();

  const { order } = watchRequests(page);
  await page.reload();
  await expect(page.getByRole('row', { name: /Ada Early/ })).toBeVisible();
  await expect(page.getByTestId('hotel-name')).toHaveText(hotel.hotelName);
  expect(order[0]).toBe(hotel.hotelId);
});

test("another hotel's id in the browser's mark: the early request finds nothing, the list is the own hotel's", async ({
  page,
}) => {
  const own = await createHotelAccount({ prefix: 'Own' });
  const other = await createHotelAccount({ prefix: 'Other' });
  await insertGuests(own.hotelId, [{ first_name: 'Ada', last_name: 'Own', check_in: '2026-03-01' }]);
  await insertGuests(other.hotelId, [{ first_name: 'Not', last_name: 'Yours', check_in: '2026-03-01' }]);
  await signIn(page, own);
  await page.goto('/guest-list');
  await expect(page.getByRole('row', { name: /Ada Own/ })).toBeVisible();

  await page.evaluate(([key, hotelId]) => localStorage.setItem(key, hotelId), [STAFF_SHELL_KEY, other.hotelId]);
  const { order, answers } = watchRequests(page);
  await page.reload();
  await expect(page.getByRole('row', { name: /Ada Own/ })).toBeVisible();
  await expect(page.getByText('Not Yours')).toHaveCount(0);
  // The early request went out first, for the hotel in the mark, and RLS gave it nothing.
  expect(order[0]).toBe(other.hotelId);
  await expect.poll(() => answers.has(other.hotelId)).toBe(true);
  expect(JSON.parse(await answers.get(other.hotelId)!)).toEqual([]);
  expect(order).toContain(own.hotelId);
});
