/**
 * A returning staff member's /guest-list (docs/architecture.md#performance): index.html asks for the first page of
 * guests with the stored session before any of the app's JS, and the header shows the hotel's name from the first
 * paint. The browser's mark that names the hotel is not trusted: with another hotel's id in it, the early request
 * finds nothing (RLS) and the list is still the staff member's own hotel.
 */
import type { Page, Response } from '@playwright/test';
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
 * The document's first request of the guests table (the hotel it asked for) and whether it started before the
 * first of the app's JS files, from the page's resource timing (the order the browser started them in).
 */
async function firstGuestsRequest(page: Page): Promise<{ hotel: string | null; beforeJs: boolean }> {
  const started = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime })),
  );
  const first = (matches: (url: URL) => boolean) =>
    started.filter((entry) => matches(new URL(entry.name))).sort((a, b) => a.start - b.start)[0];
  const guests = first((url) => guestsHotel(url, 'GET') !== null);
  const js = first((url) => url.pathname.endsWith('.js'));
  return {
    hotel: guests ? guestsHotel(new URL(guests.name), 'GET') : null,
    beforeJs: !!guests && guests.start < js.start,
  };
}

/**
 * From the page's next document on: the answers to its GETs of the guests table, by hotel. The responses are kept,
 * not their bodies: a body read is only started when the test asks, so an answer of the document being left (a
 * late refresh) is dropped at the navigation instead of failing the test with an unreadable body.
 */
function watchAnswers(page: Page) {
  const answers = new Map<string, Response>();
  page.on('response', (response) => {
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) answers.clear();
    const hotel = guestsHotel(new URL(response.url()), request.method());
    if (hotel !== null && !answers.has(hotel)) answers.set(hotel, response);
  });
  return answers;
}

test("a returning staff member's guest list asks for its first page before the app's JS", async ({ page }) => {
  const hotel = await createHotelAccount({ prefix: 'Early' });
  await insertGuests(hotel.hotelId, [{ first_name: 'Ada', last_name: 'Early', check_in: '2026-03-01' }]);
  await signIn(page, hotel);
  await page.goto('/guest-list');
  await expect(page.getByRole('row', { name: /Ada Early/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('row', { name: /Ada Early/ })).toBeVisible();
  await expect(page.getByTestId('hotel-name')).toHaveText(hotel.hotelName);
  expect(await firstGuestsRequest(page)).toEqual({ hotel: hotel.hotelId, beforeJs: true });
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
  const answers = watchAnswers(page);
  await page.reload();
  await expect(page.getByRole('row', { name: /Ada Own/ })).toBeVisible();
  await expect(page.getByText('Not Yours')).toHaveCount(0);
  // The early request went out first, for the hotel in the mark, and RLS gave it nothing.
  expect(await firstGuestsRequest(page)).toEqual({ hotel: other.hotelId, beforeJs: true });
  await expect.poll(() => answers.has(other.hotelId)).toBe(true);
  expect(await answers.get(other.hotelId)!.json()).toEqual([]);
  expect(answers.has(own.hotelId)).toBe(true);
});
