/**
 * Flow 6, the guest list (docs/product.md#screens-and-routes Guest list, docs/product.md#validation list filter, docs/product.md#limits page size 10): search by part of a
 * phone number, check-in date range inclusive at both ends, paging, Export CSV (guest_list.csv with
 * the header and the filtered rows), and the empty state.
 */
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { signIn } from './support/auth';
import { createHotelAccount, insertGuests, type GuestRow } from './support/data';
import { expect, test } from './support/fixtures';
import { CSV_HEADER } from './support/guest-fields';

/** 25 guests: 20 in January, the range edges around March, and one with a distinctive phone number. */
function guestBook(): GuestRow[] {
  const base = Date.now() - 30 * 86_400_000;
  const at = (i: number) => new Date(base + i * 60_000); // later index = registered later = listed first
  const january = Array.from({ length: 20 }, (_, i) => ({
    first_name: `Guest${String(i + 1).padStart(2, '0')}`,
    last_name: 'January',
    phone: `+1 555 01${String(i).padStart(2, '0')}`,
    check_in: `2026-01-${String(i + 1).padStart(2, '0')}`,
    registered_at: at(i),
  }));
  return [
    ...january,
    { first_name: 'Before', last_name: 'Range', check_in: '2026-02-28', registered_at: at(20) },
    { first_name: 'First', last_name: 'Day', check_in: '2026-03-01', room: '101', registered_at: at(21) },
    { first_name: 'Middle', last_name: 'Stay', check_in: '2026-03-05', check_out: '2026-03-07', registered_at: at(22) },
    {
      first_name: 'Nimal',
      last_name: 'Silva',
      email: 'nimal.silva@e2e.test',
      phone: '+94 77 987 6543',
      check_in: '2026-03-10',
      room: '310',
      registered_at: at(23),
    },
    { first_name: 'After', last_name: 'Range', check_in: '2026-03-11', registered_at: at(24) },
  ];
}

const listedNames = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows) =>
      rows.map((row) =>
        (row.getAttribute('aria-label') ?? '').replace(/^Guest /, '').replace(/, not checked out$/, ''),
      ),
    );

test('search, inclusive date range, paging, CSV export and the empty state', async ({ page }) => {
  const hotel = await createHotelAccount({ prefix: 'List Hotel', plan: 'enterprise' });
  await insertGuests(hotel.hotelId, guestBook());
  await signIn(page, hotel);
  await page.goto('/guest-list');

  // Newest registration first, 10 per page, numbered page buttons.
  await expect(page.getByText('25 guests')).toBeVisible();
  await expect
    .poll(() => listedNames(page))
    .toEqual([
      'After Range',
      'Nimal Silva',
      'Middle Stay',
      'First Day',
      'Before Range',
      'Guest20 January',
      'Guest19 January',
      'Guest18 January',
      'Guest17 January',
      'Guest16 January',
    ]);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('button')).toHaveText(['1', '2', '3']);
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pages.getByRole('button', { name: 'Page 3' }).click();
  await expect
    .poll(() => listedNames(page))
    .toEqual(['Guest05 January', 'Guest04 January', 'Guest03 January', 'Guest02 January', 'Guest01 January']);
  await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

  // Search: part of a phone number, spaces and all; case-insensitive names (docs/product.md#validation).
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toHaveAttribute('placeholder', 'Search by name, email, or phone');
  await search.fill('987 65');
  await expect.poll(() => listedNames(page)).toEqual(['Nimal Silva']);
  await expect(page.getByText('1 guest', { exact: true })).toBeVisible();
  await search.fill('sILVa');
  await expect.poll(() => listedNames(page)).toEqual(['Nimal Silva']);
  await search.fill('555 010');
  await expect(page.getByText('10 guests')).toBeVisible();
  await search.fill('');
  await expect(page.getByText('25 guests')).toBeVisible();

  // Date range on the check-in date, inclusive at both ends.
  await page.getByLabel('From', { exact: true }).fill('2026-03-01');
  // The filters live in the URL: the field shows the date once the list for it has loaded.
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('2026-03-01');
  await page.getByLabel('To', { exact: true }).fill('2026-03-10');
  await expect.poll(() => listedNames(page)).toEqual(['Nimal Silva', 'Middle Stay', 'First Day']);
  await expect(pages).toHaveCount(0);

  // Export CSV: the filtered rows, every one, as guest_list.csv.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('guest_list.csv');
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const csv = Papa.parse<string[]>(text.trim());
  expect(csv.errors).toEqual([]);
  expect(csv.data[0]).toEqual(CSV_HEADER);
  const records = csv.data.slice(1).map((row) => Object.fromEntries(CSV_HEADER.map((h, i) => [h, row[i]])));
  expect(records.map((r) => `${r['First Name']} ${r['Last Name']}`)).toEqual([
    'Nimal Silva',
    'Middle Stay',
    'First Day',
  ]);
  // A phone number keeps its leading '+': digits and separators cannot form a harmful formula (guest-csv.ts).
  expect(records[0]).toMatchObject({
    Email: 'nimal.silva@e2e.test',
    Phone: '+94 77 987 6543',
    Room: '310',
    'Check-In Date': '2026-03-10',
    'Check-Out Date': '',
  });
  expect(records[1]).toMatchObject({ 'Check-In Date': '2026-03-05', 'Check-Out Date': '2026-03-07' });
  expect(records[0]['Check-In Time']).toMatch(/^\d{1,2}:\d{2}:\d{2} [AP]M$/);

  // Nothing matches: the empty state.
  await search.fill('no such guest anywhere');
  await expect(page.getByText('No guests found.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
