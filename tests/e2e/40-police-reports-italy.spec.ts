/**
 * Police reports in an Italian hotel (docs/police-reports.md#the-page): a family of three (one minor)
 * arrives and is registered at the desk, father and son "travelling with" the mother; the page names
 * what the father lacks (Stato Nascita) with a link to his record; the desk fixes it there, comes back,
 * leaves an overdue stay out, generates the Alloggiati file and reads it back with the layout table's
 * positions; the file is once in the history, is marked accepted with the portal's
 * receipt, and the family is no longer to report, today or the next day.
 */
import Papa from 'papaparse';
import { readFixture } from '../../supabase/functions/_shared/police/testing/fixtures.ts';
import { signIn } from './support/auth';
import { db } from './support/data';
import { expect, test } from './support/fixtures';
import { guestsOf, registerAtDesk } from './support/desk';
import { day, downloadOf, policeHotel, registerParty } from './support/police';

/** The Alloggiati record layout (name, 0-based start, length), read from its table, not the renderer. */
const LAYOUT = Papa.parse<Record<string, string>>(readFixture('alloggiati-tracciato-record.csv'), {
  header: true,
  skipEmptyLines: true,
}).data.map((row) => ({ name: row.campo, from: Number(row.da_0based), length: Number(row.lunghezza) }));
const fields = (line: string) =>
  Object.fromEntries(LAYOUT.map((f) => [f.name, line.slice(f.from, f.from + f.length).trimEnd()]));

const ROMA = '412058091';
const ROSSI = { lastName: 'Rossi', nationality: 'ITA', issuingCountry: 'ITA' };

test('an Italian family: what is missing, fixed on the record, the Alloggiati file read back, once in the history', async ({
  page,
}) => {
  const hotel = await policeHotel('Albergo Roma', 'alloggiati');
  // A guest of two days ago, checked in 30 hours ago and not reported: overdue, and left out of this file.
  const late = await registerParty(hotel, {
    firstName: 'Anna',
    lastName: 'Eriksson',
    sex: 'F',
    dateOfBirth: '1974-08-12',
    nationality: 'SWE',
    birthCountry: 'SWE',
    documentType: 'P',
    passportNumber: 'L898902C3',
    issuingCountry: 'SWE',
    checkIn: day(-2),
  });
  await db().query(`update public.stays set checked_in_at = now() - interval '30 hours' where id = $1`, [late.stayId]);

  await signIn(page, hotel);
  // The family at the desk: the mother first, then father and son "travel with" her.
  const stayOf = { checkIn: day(0), checkOut: day(3), room: '12' };
  await registerAtDesk(page, {
    ...ROSSI,
    ...stayOf,
    firstName: 'Giulia',
    sex: 'F',
    dateOfBirth: '1985-03-02',
    birthCountry: 'ITA',
    birthPlace: ROMA,
    documentType: 'I',
    passportNumber: 'CA00000AA',
    documentIssuePlace: ROMA,
  });
  const withGiulia = { lead: 'Giulia Rossi · room 12', role: 'Family member' } as const;
  // The father's country and place of birth were not asked at the desk.
  await registerAtDesk(
    page,
    { ...ROSSI, ...stayOf, firstName: 'Marco', sex: 'M', dateOfBirth: '1983-07-15', passportNumber: 'YA1234567' },
    withGiulia,
  );
  await registerAtDesk(
    page,
    {
      ...ROSSI,
      ...stayOf,
      firstName: 'Luca',
      sex: 'M',
      dateOfBirth: '2015-06-30',
      birthCountry: 'ITA',
      birthPlace: ROMA,
      passportNumber: 'YB7654321',
    },
    { ...withGiulia, relationship: 'Child (HJ)' },
  );
  const family = await guestsOf(hotel.hotelId);
  expect(new Set([family.Giulia.stay_id, family.Marco.stay_id, family.Luca.stay_id]).size).toBe(1);
  expect(family).toMatchObject({
    Giulia: { stay_role: 'head_of_family' },
    Marco: { stay_role: 'family_member', relationship: null },
    Luca: { stay_role: 'family_member', relationship: 'HJ' },
  });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Police reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Police reports' })).toBeVisible();
  await expect(page.getByText('Alloggiati Web (Italy)')).toBeVisible();

  const list = page.getByRole('list', { name: 'Stays to report' });
  await expect(list.getByRole('listitem', { name: 'Giulia Rossi' })).toContainText('3 guests');
  await expect(list.getByRole('listitem', { name: 'Anna Eriksson' })).toContainText('Overdue: over 24 hours');
  await list.getByRole('checkbox', { name: 'Include Anna Eriksson' }).uncheck();

  const missing = page.getByRole('list', { name: 'Missing for the report' });
  await expect(missing.getByRole('listitem')).toHaveCount(1);
  await expect(missing).toContainText('Marco ROSSI (Giulia ROSSI) — Stato Nascita');
  await expect(page.getByRole('button', { name: /^Generate file/ })).toBeDisabled();
  await page.screenshot({ path: 'test-results/police-italy-missing.png', fullPage: true });

  await missing.getByRole('link', { name: 'Edit Marco ROSSI' }).click();
  await expect(page).toHaveURL(new RegExp(`/guest-list\\?guest=${family.Marco.id}`));
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByRole('combobox', { name: 'Country of Birth' }).selectOption('ITA');
  await dialog.getByRole('combobox', { name: 'Place of Birth' }).selectOption(ROMA);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Guest updated!')).toBeVisible();

  await page.goto('/police-reports');
  await expect(
    page.getByRole('status').filter({ hasText: 'Every selected traveller has what the authority asks for.' }),
  ).toBeVisible();
  await list.getByRole('checkbox', { name: 'Include Anna Eriksson' }).uncheck();
  const generate = page.getByRole('button', { name: 'Generate file (1 stay)' });
  await expect(generate).toBeEnabled();
  const { download, text } = await downloadOf(page, () => generate.click());
  expect(download.suggestedFilename()).toMatch(/^alloggiati-\d{4}-\d{2}-\d{2}\.txt$/);

  // CRLF between records, none after the last; the head of family first, then her family.
  expect(text.endsWith('\r\n')).toBe(false);
  const lines = text.split('\r\n');
  expect(lines.map((line) => line.length)).toEqual([168, 168, 168]);
  const [giulia, marco, luca] = lines.map(fields);
  expect(giulia).toMatchObject({
    'Tipo Alloggiato': '17',
    'Data Arrivo': day(0).split('-').reverse().join('/'),
    'Numero Giorni di Permanenza': '03',
    Cognome: 'ROSSI',
    Nome: 'GIULIA',
    Sesso: '2',
    'Data Nascita': '02/03/1985',
    'Comune Nascita': ROMA,
    'Provincia Nascita': 'RM',
    'Numero Documento': 'CA00000AA',
  });
  expect(marco).toMatchObject({
    'Tipo Alloggiato': '19',
    Nome: 'MARCO',
    Sesso: '1',
    'Comune Nascita': ROMA,
    'Numero Documento': '',
  });
  expect(luca).toMatchObject({ 'Tipo Alloggiato': '19', Nome: 'LUCA', 'Data Nascita': '30/06/2015' });

  const made = page.getByRole('status', { name: 'File made' });
  await expect(made).toContainText(download.suggestedFilename());
  const history = page.getByRole('table', { name: 'Generated files' });
  await expect(history.getByRole('row')).toHaveCount(2);
  const row = history.getByRole('row').nth(1);
  await expect(row).toContainText(hotel.email);
  await expect(row.getByRole('cell').nth(2)).toHaveText('3');
  await expect(row).toContainText('Generated, not yet confirmed');
  await expect(list.getByRole('listitem', { name: 'Giulia Rossi' })).toHaveCount(0);
  await expect(list.getByRole('listitem', { name: 'Anna Eriksson' })).toBeVisible();
  await page.screenshot({ path: 'test-results/police-italy-generated.png', fullPage: true });

  await row.getByRole('button', { name: `Mark ${download.suggestedFilename()} accepted` }).click();
  const receipt = page.getByRole('dialog', { name: `Mark ${download.suggestedFilename()} accepted` });
  await receipt.getByRole('button', { name: 'Mark accepted' }).click();
  await expect(receipt.getByRole('alert')).toHaveText('Enter the receipt number the portal gave');
  await receipt.getByLabel('Receipt number').fill('RIC-2026-000118');
  await receipt.getByRole('button', { name: 'Mark accepted' }).click();
  await expect(row).toContainText('Accepted · receipt RIC-2026-000118');

  // The next day: the family is not to report again; only the overdue stay is.
  await page.goto(`/police-reports?day=${day(1)}`);
  await expect(page.getByText(/Nothing to report for arrivals on/)).toBeVisible();
  await page.getByRole('button', { name: 'All days' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem', { name: 'Anna Eriksson' })).toBeVisible();
  await expect(history.getByRole('row')).toHaveCount(2);
});
