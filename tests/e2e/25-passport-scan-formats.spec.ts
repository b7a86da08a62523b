/**
 * Flow 25, passport scan of every MRZ format on /register (docs/passport-scan.md): one committed
 * synthetic photo per family (ICAO Doc 9303 TD1, TD2, TD3, MRV-A and MRV-B specimens, and a French
 * identity card in its 2 × 36 layout) fills the document fields; a photo whose MRZ fails several
 * check digits fills nothing, says the MRZ could not be read reliably and shows the band to retake.
 * Real-document photos are not used here (their licences keep them out of the repository).
 */
import type { Locator } from '@playwright/test';
import { signInToNewHotel } from './support/auth';
import { expect, test } from './support/fixtures';
import { scanPhoto as scan } from './support/passport-scan';
import { saveScreen } from './support/screens';

/** What each photo must fill (form labels → values); `UTO` specimens leave the country fields to the desk. */
const ERIKSSON_1974 = { 'Last Name': 'Eriksson', 'Date of Birth': '1974-08-12' };
const FRANCE_1985 = { Nationality: 'FRA', 'Issuing Country': 'FRA', 'Date of Birth': '1985-03-17' };
const FAMILIES: [family: string, photo: string, values: Record<string, string>][] = [
  ['TD1 identity card', 'clean-icao-td1.jpg', { 'Passport Number': 'D23145890', ...ERIKSSON_1974 }],
  [
    'TD2 identity card',
    'moderate-icao-td2.jpg',
    { 'Passport Number': 'D23145890', 'First Name': 'Anna Maria', 'Document Expiry': '2012-04-15' },
  ],
  ['TD3 passport', 'clean-icao-td3.jpg', { 'Passport Number': 'L898902C3', ...ERIKSSON_1974 }],
  [
    'MRV-A visa',
    'clean-icao-mrva.jpg',
    { 'Passport Number': 'L8988901C', 'Last Name': 'Eriksson', 'Date of Birth': '1940-09-07' },
  ],
  [
    'MRV-B visa',
    'moderate-mrvb-017.jpg',
    { 'Passport Number': 'A2C3SLRU2', 'Last Name': 'Van Der Berg', 'First Name': 'Yuki', Nationality: 'CAN' },
  ],
  [
    'French identity card',
    'clean-fra-id.jpg',
    { 'Passport Number': '071275104217', 'Last Name': 'Martin', 'First Name': 'Claire Marie', ...FRANCE_1985 },
  ],
];

/** A form field by its label, whether a text box or a select. */
const field = (form: Locator, label: string) =>
  form.getByRole('textbox', { name: label, exact: true }).or(form.getByRole('combobox', { name: label, exact: true }));

test.describe('passport scan of every MRZ format', () => {
  test.setTimeout(240_000);

  test('one document of each family fills the form', async ({ page }) => {
    await signInToNewHotel(page, 'Formats Hotel');
    await page.goto('/register');
    for (const [family, photo, values] of FAMILIES) {
      await test.step(family, async () => {
        await page.reload();
        const form = await scan(page, photo);
        await expect(form.getByText(/MRZ read in/)).toBeVisible();
        for (const [label, value] of Object.entries(values))
          await expect(field(form, label), `${family}: ${label}`).toHaveValue(value);
      });
    }
    // The French identity card has no expiry date in its MRZ: that field is left to the desk.
    await expect(field(page.getByRole('form', { name: 'Guest registration' }), 'Document Expiry')).toHaveValue('');
    await saveScreen(page, 'register-scan-french-id', { fullPage: true });
  });

  test('a reading too wrong to trust fills nothing and shows the band to retake the photo', async ({ page }) => {
    await signInToNewHotel(page, 'Unreadable Hotel');
    await page.goto('/register');
    const form = await scan(page, 'clean-td3-wrong-check-digits.jpg');
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('The MRZ could not be read reliably, so nothing was filled in.');
    const band = alert.getByRole('img', { name: 'The MRZ as the camera saw it' });
    await expect(band).toBeVisible();
    expect(await band.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(300);
    await expect(field(form, 'Passport Number')).toHaveValue('');
    await expect(field(form, 'Last Name')).toHaveValue('');
    await expect(form.locator('[data-source="scan"]')).toHaveCount(0);
    await saveScreen(page, 'register-scan-unreadable', { fullPage: true });
  });

  test('a field to check shows the MRZ band as photographed beside it', async ({ page }) => {
    await signInToNewHotel(page, 'Band Hotel');
    await page.goto('/register');
    // ICAO's specimen state UTO is refused by the form: the desk must choose the country.
    const form = await scan(page, 'clean-icao-td3.jpg');
    const marked = form.locator('[data-review="true"]').filter({ hasText: 'Check the Nationality' });
    await expect(marked.getByRole('img', { name: 'The MRZ as photographed' })).toBeVisible();
    await expect(form.locator('[data-review="true"]')).toHaveCount(2);
  });
});
