/**
 * Online check-in (docs/online-check-in.md): the desk adds an arrival and creates its link; the guest,
 * in another browser with a phone's viewport, opens it, fills two travellers, signs and sends; the desk
 * sees the arrival completed without reloading, checks it in and finds both guests in the guest list.
 * The guest's link is then no longer needed, and a revoked link is refused. A second guest scans the
 * ICAO specimen passport for one traveller (its photo becomes that traveller's passport image), types the
 * other, signs with the keyboard, and the page never scrolls sideways at 390 px.
 */
import type { Locator, Page } from '@playwright/test';
import { signIn } from './support/auth';
import { asByteaHex, checkinTokenSha256, newCheckinToken } from '@shared/checkin-token';
import { createHotelAccount, db } from './support/data';
import { expect, test } from './support/fixtures';
import { pdfText } from '@shared/testing/pdf-text';
import { accessibilityScore } from './support/lighthouse';
import { openedCard } from './support/registration-card';
import { waitForMail } from './support/mailbox';
import { mrzFixture } from './support/passport-scan';
import { saveScreen } from './support/screens';

const HIDDEN = { travelAgentName: false, chauffeurName: false, chauffeurContact: false, room: false };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function addArrival(page: Page, name: string, email = 'lena@example.com') {
  const form = page.getByRole('form', { name: 'Add an arrival' });
  await form.getByLabel('Lead guest').fill(name);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Guests').fill('2');
  await form.getByLabel('Arrival').fill(day(0));
  await form.getByLabel('Departure').fill(day(3));
  await form.getByRole('button', { name: 'Add arrival' }).click();
  await expect(arrivalState(page, name)).toHaveText('Link not sent');
}

const arrivalState = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Arrivals' }).getByRole('listitem', { name }).getByTestId('arrival-state');

/** Creates the arrival's link and reads it from the dialog that shows it once. */
async function createLink(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: `Create link for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Check-in link for ${name}` });
  const url = await dialog.getByLabel('Link').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(arrivalState(page, name)).toHaveText('Sent');
  return url;
}

async function fillTraveller(traveller: Locator, first: string, last: string, document: string) {
  await traveller.getByLabel('First name').fill(first);
  await traveller.getByLabel('Last name').fill(last);
  await traveller.getByLabel('Document number').fill(document);
  await traveller.getByRole('combobox', { name: 'Nationality' }).selectOption('SWE');
  await traveller.getByLabel('Date of birth').fill('1988-03-14');
}

/** Draws a signature stroke across the pad, as a finger or mouse would. */
async function sign(page: Page) {
  const pad = page.getByRole('img', { name: 'Signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i += 1) {
    await page.mouse.move(box.x + 20 + i * 25, box.y + box.height / 2 + (i % 2 ? -20 : 20));
  }
  await page.mouse.up();
}

async function phonePage(newBrowserPage: () => Promise<Page>) {
  const page = await newBrowserPage();
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

test('a guest checks in online on a phone; the desk sees it completed live, checks in, and finds both guests', async ({
  page,
  newBrowserPage,
}) => {
  const hotel = await createHotelAccount({ prefix: 'Checkin Hotel', formFields: HIDDEN });
  await signIn(page, hotel);
  await page.goto('/arrivals');
  await addArrival(page, 'Lena Berg');
  const link = await createLink(page, 'Lena Berg');
  expect(link).toMatch(/\/checkin#t=[A-Za-z0-9_-]{43}$/);

  const guest = await phonePage(newBrowserPage);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: hotel.hotelName })).toBeVisible();
  await expect(arrivalState(page, 'Lena Berg')).toHaveText('Opened');

  // The browser's language is English; Italian is one choice away, and back.
  await guest.getByLabel('Language').selectOption('it');
  await expect(guest.getByText('Check-in online')).toBeVisible();
  await expect(guest.getByRole('group', { name: /Ospite 1/ })).toBeVisible();
  await guest.getByLabel('Lingua').selectOption('en');

  // Sending without a signature or a surname is refused in the page, naming what is missing.
  await guest.getByRole('button', { name: 'Sign and send' }).click();
  await expect(guest.getByText('Please sign in the box.')).toBeVisible();
  await expect(guest.getByText('Some details need attention: see the marked fields.')).toBeVisible();

  await fillTraveller(guest.getByRole('group', { name: /Traveller 1/ }), 'Lena', 'Berg', 'SE1234567');
  await fillTraveller(guest.getByRole('group', { name: /Traveller 2/ }), 'Nils', 'Berg', 'SE7654321');
  await expect(guest.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await sign(guest);
  await guest.screenshot({ path: 'test-results/online-checkin-phone.png', fullPage: true });
  await guest.getByRole('button', { name: 'Sign and send' }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  await expect(arrivalState(page, 'Lena Berg')).toHaveText('Completed (2 travellers)');
  await page.getByRole('button', { name: 'Check in Lena Berg' }).click();
  await expect(arrivalState(page, 'Lena Berg')).toHaveText('Checked in');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guest List' }).click();
  await expect(page.getByRole('row', { name: /^Guest Lena Berg/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Guest Nils Berg/ })).toBeVisible();

  await guest.reload();
  await expect(guest.getByRole('alert')).toHaveText('You are already checked in: this link is no longer needed.');
});

test('a revoked link is refused, in the guest’s language', async ({ page, newBrowserPage }) => {
  const hotel = await createHotelAccount({ prefix: 'Revoke Hotel', formFields: HIDDEN });
  await signIn(page, hotel);
  await page.goto('/arrivals');
  await addArrival(page, 'Omar Haddad');
  const link = await createLink(page, 'Omar Haddad');
  await page.getByRole('button', { name: 'Revoke link for Omar Haddad' }).click();
  await expect(arrivalState(page, 'Omar Haddad')).toHaveText('Link not sent');

  const guest = await phonePage(newBrowserPage);
  const opens: string[] = [];
  guest.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/functions/v1/checkin-open')) opens.push(request.url());
  });
  await guest.goto(link);
  await expect(guest.getByRole('alert')).toHaveText(
    'This check-in link was withdrawn by the hotel. Ask the hotel for a new one.',
  );
  await expect(guest.getByText(hotel.hotelName)).toHaveCount(0);
  // The page asked once (the route's loader), not again when the form mounted: a refused token counts
  // against the address's rate limit.
  expect(opens).toHaveLength(1);
  await guest.getByLabel('Language').selectOption('de');
  await expect(guest.getByRole('alert')).toHaveText(
    'Das Hotel hat diesen Check-in-Link zurückgezogen. Bitten Sie das Hotel um einen neuen.',
  );
});

/** The page is no wider than the phone: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a guest scans one traveller’s passport, types the other, and signs by keyboard on a 390 px phone', async ({
  page,
  newBrowserPage,
}) => {
  test.setTimeout(180_000);
  const hotel = await createHotelAccount({ prefix: 'Scan Checkin Hotel', formFields: HIDDEN });
  await signIn(page, hotel);
  await page.goto('/arrivals');
  const email = `anna.${Date.now()}@example.com`;
  await addArrival(page, 'Anna Eriksson', email);
  // The link goes out by email from the dialog (the stack's mailbox locally), and the guest follows the mail.
  await page.getByRole('button', { name: 'Create link for Anna Eriksson' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check-in link for Anna Eriksson' });
  const shownLink = await dialog.getByLabel('Link').inputValue();
  await dialog.getByRole('button', { name: `Send to ${email}` }).click();
  await expect(page.getByText(`Link sent to ${email}.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const mail = await waitForMail(email);
  expect(mail.subject).toBe(`${hotel.hotelName}: check in online before you arrive`);
  const link = mail.links.find((href) => href.includes('/checkin#t='))!;
  expect(link).toBe(shownLink);

  const guest = await phonePage(newBrowserPage);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: hotel.hotelName })).toBeVisible();
  await expectNoSidewaysScroll(guest);
  await saveScreen(guest, 'checkin-phone-top');

  // Traveller 1 from the ICAO Doc 9303 TD3 specimen: the reader loads on this first scan only.
  const first = guest.getByRole('group', { name: /Traveller 1/ });
  await first.getByTestId('passport-scan-input').setInputFiles(mrzFixture('clean-icao-td3.jpg'));
  await expect(first.getByLabel('First name')).toHaveValue('Anna Maria', { timeout: 90_000 });
  await expect(first.getByLabel('Last name')).toHaveValue('Eriksson');
  await expect(first.getByLabel('Document number')).toHaveValue('L898902C3');
  await expect(first.getByLabel('Date of birth')).toHaveValue('1974-08-12');
  // The specimen's state UTO is no real country: the guest chooses one (names in their language).
  await first.getByRole('combobox', { name: 'Nationality' }).selectOption('SWE');
  await expect(first.getByRole('list', { name: 'Passport images of traveller 1' }).getByRole('listitem')).toHaveCount(
    1,
  );
  // Every control stays inside the traveller's card (the country list's longest name once widened it).
  const content = (await first.getByRole('button', { name: 'Scan passport' }).boundingBox())!;
  for (const control of [first.getByRole('combobox', { name: 'Nationality' }), first.getByLabel('Date of birth')]) {
    const box = (await control.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(content.x + content.width + 1);
  }

  await fillTraveller(guest.getByRole('group', { name: /Traveller 2/ }), 'Nils', 'Eriksson', 'SE7654321');
  // Signed with the keyboard: the typed name becomes the signature image.
  await guest.getByLabel('Or type your full name to sign').fill('Anna Maria Eriksson');
  await expectNoSidewaysScroll(guest);
  await saveScreen(guest, 'checkin-phone-filled', { fullPage: true });
  await guest.getByRole('button', { name: 'Sign and send' }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you!' })).toBeVisible({ timeout: 30_000 });
  await saveScreen(guest, 'checkin-phone-done');

  await expect(arrivalState(page, 'Anna Eriksson')).toHaveText('Completed (2 travellers)');
  // The signed card: a PDF whose text holds both travellers and the hash the database sealed.
  const card = await openedCard(
    page.context(),
    page.getByRole('button', { name: 'Registration card for Anna Eriksson' }),
  );
  expect(card.contentType).toContain('application/pdf');
  const sealed = await db().query<{ content_sha256: string }>(
    'select d.content_sha256 from public.checkin_declarations d join public.stays s on s.id = d.stay_id where s.hotel_id = $1',
    [hotel.hotelId],
  );
  const cardText = await pdfText(new Uint8Array(card.body));
  for (const expected of ['Anna Maria', 'Nils', 'Eriksson', sealed.rows[0].content_sha256])
    expect(cardText).toContain(expected);
  await page.getByRole('button', { name: 'Check in Anna Eriksson' }).click();
  await expect(arrivalState(page, 'Anna Eriksson')).toHaveText('Checked in');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guest List' }).click();
  await expect(page.getByRole('row', { name: /^Guest Anna Maria Eriksson/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Guest Nils Eriksson/ })).toBeVisible();
  const { rows } = await db().query<{ first_name: string; images: number }>(
    'select first_name, cardinality(attachments) as images from public.guests where hotel_id = $1 order by first_name',
    [hotel.hotelId],
  );
  expect(rows).toEqual([
    { first_name: 'Anna Maria', images: 1 },
    { first_name: 'Nils', images: 0 },
  ]);
});

test('the guest page scores at least 95 for accessibility in Lighthouse (mobile)', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const hotel = await createHotelAccount({ prefix: 'Lighthouse Hotel', formFields: HIDDEN });
  const { rows } = await db().query<{ id: string }>(
    `insert into public.stays (hotel_id, status, arrival_date, departure_date, guest_name, people)
     values ($1, 'expected', current_date, current_date + 3, 'Lena Berg', 2) returning id`,
    [hotel.hotelId],
  );
  const token = newCheckinToken();
  await db().query('insert into public.checkin_links (hotel_id, stay_id, token_sha256) values ($1, $2, $3::bytea)', [
    hotel.hotelId,
    rows[0].id,
    asByteaHex(await checkinTokenSha256(token)),
  ]);
  const { score, failing } = await accessibilityScore(`${baseURL}/checkin#t=${token}`);
  console.log(
    `Lighthouse accessibility of /checkin: ${score}${failing.length ? ` (failing: ${failing.join('; ')})` : ''}`,
  );
  expect(score).toBeGreaterThanOrEqual(95);
});
