/**
 * Flow 15, passport scan on /register (docs/product.md#passport-scan): pick a specimen passport
 * photo (ICAO Doc 9303 TD3) and a specimen ID card photo (TD1) by file, wait for the reading (the
 * OCR model loads on first use), see the document fields filled and checked, register the guest and
 * find the scanned fields in the details dialog, the printed card and the CSV.
 */
import { readFile } from 'node:fs/promises';
import { signInToNewHotel } from './support/auth';
import { expect, test } from './support/fixtures';
import { scanPhoto } from './support/passport-scan';
import { saveScreen } from './support/screens';
import { expectSpecimenTd3Filled, registerSpecimenTd3 } from './support/specimen';

test.describe('passport scan on /register', () => {
  test.setTimeout(180_000);

  test('a specimen passport fills the form; the guest is registered with the scanned fields', async ({ page }) => {
    await signInToNewHotel(page, 'Scan Hotel');
    await page.goto('/register');
    const form = await scanPhoto(page, 'clean-icao-td3.jpg');
    await expect(form.getByText(/MRZ read in/)).toBeVisible();

    await expectSpecimenTd3Filled(form);
    // The photo is the first attachment (the hotel keeps images by default).
    await expect(form.getByRole('list', { name: 'Attached images' })).toContainText('clean-icao-td3.jpg');
    await saveScreen(page, 'register-passport-scan', { fullPage: true });

    await registerSpecimenTd3(form, { agent: 'Scan Tours', room: '15', contact: '+46 8 555 0101' });
    await expect(page.getByText('Guest registered successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/guest-list$/);

    await page.getByRole('row', { name: /^Guest Anna Maria Eriksson/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Anna Maria Eriksson' });
    await expect(dialog).toContainText('L898902C3');
    await expect(dialog).toContainText('Passport');
    await expect(dialog).toContainText('Female');
    await expect(page.locator('.print-card-root')).toContainText('L898902C3');
    await page.keyboard.press('Escape');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = (await readFile(await (await downloading).path())).toString('utf8');
    expect(csv).toContain('L898902C3');
    expect(csv).toMatch(/Document Type/);
    expect(csv).toContain('2012-04-15');
  });

  test('a specimen ID card fills the document code and number', async ({ page }) => {
    await signInToNewHotel(page, 'Scan ID Hotel');
    await page.goto('/register');
    const form = await scanPhoto(page, 'clean-icao-td1.jpg');
    await expect(form.getByRole('textbox', { name: 'Passport Number', exact: true })).toHaveValue('D23145890');
    await expect(form.getByRole('combobox', { name: 'Document Type', exact: true })).toHaveValue('I');
    await expect(form.getByRole('textbox', { name: 'Last Name', exact: true })).toHaveValue('Eriksson');
    await expect(form.getByRole('textbox', { name: 'Document Expiry', exact: true })).toHaveValue('2012-04-15');
  });
});
