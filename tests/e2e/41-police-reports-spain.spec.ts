/**
 * Police reports in a Spanish hotel (docs/police-reports.md#the-page): a couple arrives and is registered
 * at the desk, he "travelling with" her; the page asks for the stay's contract, which the desk enters in
 * "Edit stay", and says the partner gives neither telefono nor correo; the desk adds his email on his
 * record, generates the SES.HOSPEDAJES file and its ZIP + Base64 form, and both read back: the XML valid against the official
 * XSD (xmllint), the ZIP holding the same XML. The file is once in the history; discarding it (the portal
 * refused it) puts the couple back on the list.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { xmllintSes } from '../../supabase/functions/_shared/police/testing/fixtures.ts';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { registerAtDesk } from './support/desk';
import { day, downloadOf, policeHotel } from './support/police';

test('a Spanish couple: what is missing, fixed on the record, the SES XML valid and its ZIP + Base64 form', async ({
  page,
}) => {
  const hotel = await policeHotel('Hostal Sol', 'ses');
  await signIn(page, hotel);
  const stayOf = { checkIn: day(0), checkOut: day(3), room: '12' };
  await registerAtDesk(page, {
    ...stayOf,
    firstName: 'Carmen',
    lastName: 'García',
    secondLastName: 'López',
    sex: 'F',
    dateOfBirth: '1980-02-14',
    nationality: 'ESP',
    birthCountry: 'ESP',
    documentType: 'I',
    passportNumber: '12345678Z',
    documentSupport: 'ABC123456',
    issuingCountry: 'ESP',
    residenceAddress: 'Calle Mayor 1',
    residenceCountry: 'ESP',
    residenceCity: '28079',
    residencePostcode: '28013',
    phone: '+34 600 000 000',
  });
  // His email was not asked at the desk: SES wants a phone or an email from every traveller.
  await registerAtDesk(
    page,
    {
      ...stayOf,
      firstName: 'Pierre',
      lastName: 'Dubois',
      sex: 'M',
      dateOfBirth: '1979-05-01',
      nationality: 'FRA',
      birthCountry: 'FRA',
      documentType: 'P',
      passportNumber: '19FV12345',
      issuingCountry: 'FRA',
      residenceAddress: "12 Rue de l'Église",
      residenceCountry: 'FRA',
      residenceCity: 'Paris',
      residencePostcode: '75001',
    },
    { lead: 'Carmen García · room 12', role: 'Family member' },
  );

  await page.goto('/police-reports');
  await expect(page.getByText('SES.HOSPEDAJES (Spain)')).toBeVisible();
  const list = page.getByRole('list', { name: 'Stays to report' });
  await expect(list.getByRole('listitem', { name: 'Carmen García' })).toContainText('2 guests');
  const missing = page.getByRole('list', { name: 'Missing for the report' });
  // Spain's contract belongs to the stay: the page asks for it and links each line to "Edit stay".
  await expect(missing.getByRole('listitem')).toHaveCount(4);
  await expect(missing).toContainText('referencia: the contract reference is required');
  await expect(missing).toContainText('tipoPago: the payment type is required');
  await page.screenshot({ path: 'test-results/police-spain-contract-missing.png', fullPage: true });
  await missing.getByRole('button', { name: /^Edit stay .*: fechaContrato$/ }).click();
  const stay = page.getByRole('dialog', { name: 'Edit stay of Carmen García' });
  await stay.getByLabel('Number of people').fill('0');
  await stay.getByRole('button', { name: 'Save' }).click();
  await expect(stay.getByText('Must be a whole number of people, 1 to 999')).toBeVisible();
  await stay.getByLabel('Number of people').fill('');
  await stay.getByLabel(/^Contract reference/).fill('RES-2211');
  await stay.getByLabel(/^Contract date/).fill(day(-10));
  await stay.getByRole('combobox', { name: /^Payment type/ }).selectOption({ label: 'Card (TARJT)' });
  await page.screenshot({ path: 'test-results/police-spain-edit-stay.png', fullPage: true });
  await stay.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stay updated.')).toBeVisible();
  await expect(stay).toHaveCount(0);
  await expect(list.getByRole('listitem', { name: 'Carmen García' })).toContainText('RES-2211');

  await expect(missing.getByRole('listitem')).toHaveCount(1);
  await expect(missing).toContainText('Pierre DUBOIS (RES-2211)');
  await expect(missing).toContainText('correo: SES needs a phone number or an e-mail address for every traveller');
  await page.screenshot({ path: 'test-results/police-spain-missing.png', fullPage: true });

  await missing.getByRole('link', { name: 'Edit Pierre DUBOIS' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('pierre.dubois@example.fr');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Guest updated!')).toBeVisible();

  await page.goto('/police-reports');
  const generate = page.getByRole('button', { name: 'Generate file (1 stay)' });
  await expect(generate).toBeEnabled();
  const xml = await downloadOf(page, () => generate.click());
  expect(xml.download.suggestedFilename()).toMatch(/^ses-\d{4}-\d{2}-\d{2}\.xml$/);
  expect(xmllintSes(xml.text)).toMatchObject({ valid: true });
  expect(xml.text).toContain('<codigoEstablecimiento>H280000001</codigoEstablecimiento>');
  expect(xml.text).toContain('<referencia>RES-2211</referencia>');
  expect(xml.text).toContain('<apellido2>López</apellido2>');
  expect(xml.text).toContain('<numeroDocumento>12345678Z</numeroDocumento>');
  expect(xml.text).toContain("<direccion>12 Rue de l'Église</direccion>");
  expect(xml.text).toContain('<correo>pierre.dubois@example.fr</correo>');

  const zip = await downloadOf(page, () => page.getByRole('button', { name: 'Download ZIP + Base64' }).click());
  expect(zip.download.suggestedFilename()).toBe(xml.download.suggestedFilename().replace('.xml', '.zip.b64'));
  const entries = unzipSync(Buffer.from(zip.text, 'base64'));
  expect(Object.values(entries).map((bytes) => strFromU8(bytes))).toEqual([xml.text]);

  const history = page.getByRole('table', { name: 'Generated files' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('2');
  await expect(page.getByText('Nothing to report: every guest is in a file.')).toBeVisible();
  await page.screenshot({ path: 'test-results/police-spain-generated.png', fullPage: true });

  await page.getByRole('button', { name: `Discard ${xml.download.suggestedFilename()}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
  await expect(history.getByRole('row').nth(1)).toContainText('Discarded');
  await expect(list.getByRole('listitem', { name: 'Carmen García' })).toBeVisible();
});
