/**
 * Flow 7, the Guest Details dialog (docs/product.md#screens-and-routes Guest Details dialog, docs/product.md#states guest and dialog states, docs/product.md#validation delete
 * confirmation): edit and save, cancel, print (the print stylesheet renders a registration card),
 * check out (the row loses its blue), delete with confirmation.
 */
import type { Locator, Page } from '@playwright/test';
import { db } from './support/data';
import { expect, test } from './support/fixtures';
import { cancelThenConfirm } from './support/confirm';
import { guestListOf } from './support/guest-list';
import { saveScreen } from './support/screens';

/** The value cell of one labelled row of the dialog's field table. */
const fieldValue = (dialog: Locator, label: string) =>
  dialog
    .getByRole('row')
    .filter({ has: dialog.page().getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');

const backgroundOf = (row: Locator) => row.evaluate((el) => getComputedStyle(el).backgroundColor);

async function openGuest(page: Page, name: string): Promise<Locator> {
  await page.getByRole('row', { name: new RegExp(`^Guest ${name}`) }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('table')).toBeVisible();
  return dialog;
}

test.describe('guest details', () => {
  let hotel: Awaited<ReturnType<typeof guestListOf>>;
  test.beforeEach(async ({ page }) => {
    hotel = await guestListOf(page, 'Details Hotel', [
      {
        first_name: 'Dina',
        last_name: 'Fernando',
        email: 'dina@e2e.test',
        phone: '+94 11 222 3333',
        room: '5',
        check_in: '2026-11-01',
        check_out: '2026-11-09',
      },
    ]);
  });

  test('edit and save, then edit and cancel', async ({ page }) => {
    const dialog = await openGuest(page, 'Dina Fernando');
    // Spec docs/product.md#screens-and-routes: a 640 px wide modal (desktop viewport).
    expect((await dialog.boundingBox())?.width).toBe(640);
    await expect(fieldValue(dialog, 'Room')).toHaveText('5');

    await dialog.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('textbox', { name: 'Room', exact: true }).fill('204');
    await dialog.getByRole('textbox', { name: 'Check-Out Date', exact: true }).fill('2026-11-12');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Guest updated!')).toBeVisible();
    await expect(fieldValue(dialog, 'Room')).toHaveText('204');
    await expect(fieldValue(dialog, 'Check-Out Date')).toHaveText('2026-11-12');

    await dialog.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('textbox', { name: 'Room', exact: true }).fill('999');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(fieldValue(dialog, 'Room')).toHaveText('204');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('row', { name: /^Guest Dina Fernando/ })).toContainText('204');
    const { rows } = await db().query('select room, check_out::text from public.guests where hotel_id = $1', [
      hotel.hotelId,
    ]);
    expect(rows).toEqual([{ room: '204', check_out: '2026-11-12' }]);
  });

  test('print renders the registration card and nothing else', async ({ page }) => {
    // Headless Chromium has no print dialog: record what the page looks like when print is called.
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { printedCard: boolean }).printedCard = document.body.classList.contains('printing-card');
      };
    });
    const dialog = await openGuest(page, 'Dina Fernando');
    await dialog.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printedCard?: boolean }).printedCard)).toBe(true);

    const card = page.locator('.print-card-root');
    await expect(card).toBeHidden();
    // What the printer gets: print media while the page is marked as printing the card.
    await page.evaluate(() => document.body.classList.add('printing-card'));
    await page.emulateMedia({ media: 'print' });
    try {
      await expect(card).toBeVisible();
      await expect(card.getByText('Guest Registration Card')).toBeVisible();
      await expect(card).toContainText(hotel.hotelName);
      await expect(card).toContainText('Dina Fernando');
      await expect(card).toContainText('+94 11 222 3333');
      await expect(card).toContainText('Guest signature');
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('hotel-name')).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Guest List' })).toBeHidden();
      await saveScreen(page, 'registration-card-print', { fullPage: true });
    } finally {
      await page.emulateMedia({ media: 'screen' });
      await page.evaluate(() => document.body.classList.remove('printing-card'));
    }
    await expect(card).toBeHidden();
    await expect(dialog).toBeVisible();
  });

  test('check out stamps the time once and the row loses its blue', async ({ page }) => {
    const row = page.getByRole('row', { name: 'Guest Dina Fernando, not checked out' });
    await expect(row).toBeVisible();
    const inHouseBackground = await backgroundOf(row);

    const dialog = await openGuest(page, 'Dina Fernando');
    await expect(dialog.getByText('Not checked out')).toBeVisible();
    await dialog.getByRole('button', { name: 'Checkout Now' }).click();
    await expect(page.getByText('Checked out!')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Checkout Now' })).toHaveCount(0);
    await expect(dialog.getByText('Not checked out')).toHaveCount(0);
    await expect(fieldValue(dialog, 'Checked Out')).not.toHaveText('-');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.mouse.move(0, 0); // a hovered row has a hover background of its own

    const checkedOut = page.getByRole('row', { name: 'Guest Dina Fernando', exact: true });
    await expect(checkedOut).toBeVisible();
    await expect(checkedOut).toHaveAttribute('data-checked-out', 'true');
    expect(await backgroundOf(checkedOut)).not.toBe(inHouseBackground);
    expect(await backgroundOf(checkedOut)).toBe('rgba(0, 0, 0, 0)');
    // Checkout Time column now has the server's time (docs/product.md#states).
    await expect(checkedOut.getByRole('cell').nth(9)).toHaveText(/^\d{1,2}:\d{2}:\d{2} [AP]M$/);
  });

  test('delete asks first; cancelling keeps the guest, confirming removes them', async ({ page }) => {
    const dialog = await openGuest(page, 'Dina Fernando');
    const deleteButton = dialog.getByRole('button', { name: 'Delete' });
    await cancelThenConfirm(dialog, deleteButton, 'Delete this guest? This cannot be undone.');
    await expect(page.getByText('Guest deleted.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('No guests found.')).toBeVisible();
    const { rows } = await db().query<{ n: number }>(
      'select count(*)::int as n from public.guests where hotel_id = $1',
      [hotel.hotelId],
    );
    expect(rows[0].n).toBe(0);
  });
});
