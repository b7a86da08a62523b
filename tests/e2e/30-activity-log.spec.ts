/**
 * Flow 30, the activity log (docs/product.md#activity-log): an owner registers, edits, checks out and
 * deletes a guest through the app and finds each of those actions, with their own email and the app
 * door, on the Activity page; the filters narrow it in the database and Export CSV downloads it. A
 * staff member's edit shows under their name. Screenshots of the page.
 */
import { readFile } from 'node:fs/promises';
import { signInToNewHotel } from './support/auth';
import { cancelThenConfirm } from './support/confirm';
import type { HotelAccount } from './support/data';
import { fillGuest, openGuest } from './support/data-protection';
import { expect, test } from './support/fixtures';
import { saveScreen, VIEWPORTS } from './support/screens';
import { addStaff, signedInClient } from './support/staff';

test.describe('activity log', () => {
  let hotel: HotelAccount;
  test.beforeEach(async ({ page }) => {
    hotel = await signInToNewHotel(page, 'Activity Hotel');
  });

  test("the owner's registration, edit, check-out and deletion are on the Activity page", async ({ page }) => {
    await page.goto('/register');
    const form = await fillGuest(page, 'Olga', 'Owens');
    await form.getByRole('button', { name: 'Register Guest' }).click();
    await expect(page.getByText('Guest registered successfully!')).toBeVisible();

    let dialog = await openGuest(page, 'Olga Owens');
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('textbox', { name: 'Room', exact: true }).fill('12');
    await dialog.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Owen');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Guest updated!')).toBeVisible();
    dialog = page.getByRole('dialog', { name: 'Olga Owen' }); // the dialog is named after the guest
    await dialog.getByRole('button', { name: 'Checkout Now' }).click();
    await expect(page.getByText('Checked out!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A colleague edits the guest too, through the REST API the app uses.
    const clerk = await addStaff(hotel.hotelId);
    const { error } = await (
      await signedInClient(clerk)
    )
      .from('guests')
      .update({ room: '14' })
      .eq('hotel_id', hotel.hotelId)
      .eq('last_name', 'Owen');
    expect(error).toBeNull();

    dialog = await openGuest(page, 'Olga Owen');
    await cancelThenConfirm(
      dialog,
      dialog.getByRole('button', { name: 'Delete' }),
      'Delete this guest? This cannot be undone.',
    );
    await expect(page.getByText('Guest deleted.')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\/activity$/);
    const table = page.getByRole('table', { name: 'Activity log' });
    const rows = table.getByRole('row');
    // Newest first: header, then the deletion ... the registration (and the hotel's creation last).
    await expect(rows.nth(1)).toContainText('Deleted');
    const texts = await rows.allInnerTexts();
    const expected: [string, string, string][] = [
      ['Deleted', hotel.email, 'Deleted guest'],
      ['Edited', clerk.email, 'Room'],
      ['Checked out', hotel.email, ''],
      ['Edited', hotel.email, 'Last Name, Room'],
      ['Registered', hotel.email, ''],
    ];
    for (const [i, [action, who, details]] of expected.entries()) {
      expect(texts[i + 1]).toContain(action);
      expect(texts[i + 1]).toContain(who);
      expect(texts[i + 1]).toContain(details);
      expect(texts[i + 1]).toContain('App');
    }
    // The log keeps no guest data: the guest is gone, so is their name.
    expect(texts.join('\n')).not.toContain('Olga');
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await saveScreen(page, `activity-${viewport.width}`, { fullPage: true });
    }
    await page.setViewportSize(VIEWPORTS.desktop);

    // Filters go to the database (and the URL): the colleague's edits only.
    await page.getByLabel('Action').selectOption('Edited');
    await page.getByLabel('Person').selectOption(clerk.email);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(clerk.email);
    await expect(page).toHaveURL(/action=edited/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('activity_log.csv');
    const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toBe('When,Who,User ID,Door,Action,Guest,Guest ID,Details');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(`${clerk.email},${clerk.userId},App,Edited,,`);
    expect(csv[1]).toMatch(/,Room$/);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows.nth(1)).toContainText('Deleted');
    await page.getByLabel('Guest').fill('nobody by this name');
    await expect(page.getByText('No activity matches.')).toBeVisible();
  });

  test("the owner's data-rule change shows its old and new value", async ({ page }) => {
    await page.goto('/hotel-setup');
    await page.getByRole('radio', { name: 'Keep until deleted' }).check();
    await page.getByRole('checkbox', { name: 'Room' }).uncheck();
    await page.getByRole('button', { name: 'Save Setup' }).click();
    await expect(page.getByText('Hotel setup saved!')).toBeVisible();
    await page.goto('/activity?action=data_rule');
    const row = page.getByRole('table', { name: 'Activity log' }).getByRole('row').nth(1);
    await expect(row).toContainText('Data rule changed');
    await expect(row).toContainText('Guest fields: Room hidden');
    await expect(row).toContainText('Passport image rule: Delete after check-out → Keep until deleted');
    await expect(row).toContainText(hotel.email);
  });
});
