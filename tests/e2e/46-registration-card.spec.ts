/**
 * The signed registration card in the browser (docs/online-check-in.md#the-registration-card): a guest has
 * declared two travellers and signed (through the edge functions, as 45-online-checkin does in a phone's
 * browser); the owner opens the card of the completed arrival from the Arrivals page — a PDF whose text
 * holds both travellers and the hash — checks it ("Intact", then "Changed since signing" once one byte
 * of the stored signature changed), checks the arrival in and opens the same card from a guest's details.
 */
import type { Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { asByteaHex, checkinTokenSha256, newCheckinToken } from '../../supabase/functions/_shared/checkin-token';
import { pdfText } from '../../supabase/functions/_shared/testing/pdf-text';
import { openedCard } from './support/registration-card';
import { signIn } from './support/auth';
import { createHotelAccount, db, type HotelAccount } from './support/data';
import { e2eEnv } from './support/env';
import { expect, test } from './support/fixtures';
import { signedInClient } from './support/staff';

const HIDDEN = { travelAgentName: false, chauffeurName: false, chauffeurContact: false, room: false };
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const TRAVELLER = { nationality: 'SWE', dateOfBirth: '1988-03-14', passportNumber: 'SE1234567', sex: 'F' };

/** An arrival the owner added and a guest declared online (two travellers): the stay and the signed hash. */
async function declaredArrival(hotel: HotelAccount, leadGuest: string) {
  const staff = await signedInClient(hotel);
  const stay = await staff
    .from('stays')
    .insert({
      hotel_id: hotel.hotelId,
      status: 'expected',
      arrival_date: new Date().toISOString().slice(0, 10),
      departure_date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      guest_name: leadGuest,
    })
    .select('id')
    .single<{ id: string }>();
  if (stay.error) throw new Error(stay.error.message);
  const token = newCheckinToken();
  const link = await staff.from('checkin_links').insert({
    hotel_id: hotel.hotelId,
    stay_id: stay.data.id,
    token_sha256: asByteaHex(await checkinTokenSha256(token)),
  });
  if (link.error) throw new Error(link.error.message);
  const guest = createClient(e2eEnv.apiUrl, e2eEnv.anonKey, { auth: { persistSession: false } });
  const submitted = await guest.functions.invoke<{ data: { contentSha256: string } }>('checkin-submit', {
    body: {
      token,
      travellers: [
        { ...TRAVELLER, firstName: 'Lena', lastName: 'Berg' },
        { ...TRAVELLER, firstName: 'Nils', lastName: 'Berg', sex: 'M' },
      ],
      signature: SIGNATURE,
    },
  });
  if (submitted.error) throw new Error(`checkin-submit: ${String(submitted.error)}`);
  return { stayId: stay.data.id, contentSha256: submitted.data!.data.contentSha256 };
}

const arrivalRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Arrivals' }).getByRole('listitem', { name });

test('the owner opens and checks the signed card of a completed arrival, then from a guest checked in from it', async ({
  page,
  context,
}) => {
  const hotel = await createHotelAccount({ prefix: 'Card Hotel', formFields: HIDDEN });
  const arrival = await declaredArrival(hotel, 'Lena Berg');
  await signIn(page, hotel);
  await page.goto('/arrivals');
  const row = arrivalRow(page, 'Lena Berg');
  await expect(row.getByTestId('arrival-state')).toHaveText('Completed (2 travellers)');

  const card = await openedCard(context, row.getByRole('button', { name: 'Registration card for Lena Berg' }));
  expect(card.contentType).toContain('application/pdf');
  const text = await pdfText(new Uint8Array(card.body));
  for (const expected of [hotel.hotelName, 'Lena', 'Nils', 'Berg', arrival.contentSha256])
    expect(text).toContain(expected);

  await row.getByRole('button', { name: 'Check card for Lena Berg' }).click();
  await expect(row.getByTestId('card-check')).toHaveText('Intact');
  await page.screenshot({ path: 'test-results/registration-card-arrivals.png', fullPage: true });
  // One byte of the stored signature changes behind the database's triggers (the travellers stay as
  // declared, so check-in below registers them by their names).
  const client = await db().connect();
  try {
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query(
      `update public.checkin_declarations set signature_png = overlay(signature_png placing '\\xff'::bytea from 40 for 1)
       where stay_id = $1`,
      [arrival.stayId],
    );
    await client.query('commit');
  } finally {
    client.release();
  }
  await row.getByRole('button', { name: 'Check card for Lena Berg' }).click();
  await expect(row.getByTestId('card-check')).toHaveText('Changed since signing');

  await row.getByRole('button', { name: 'Check in Lena Berg' }).click();
  await expect(row.getByTestId('arrival-state')).toHaveText('Checked in');
  await expect(row.getByRole('button', { name: 'Registration card for Lena Berg' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guest List' }).click();
  await page.getByRole('row', { name: /^Guest Nils Berg/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Nils Berg' });
  const fromGuest = await openedCard(context, dialog.getByRole('button', { name: 'Registration card of Nils Berg' }));
  expect(fromGuest.contentType).toContain('application/pdf');
  expect(await pdfText(new Uint8Array(fromGuest.body))).toContain(arrival.contentSha256);
  await page.screenshot({ path: 'test-results/registration-card-guest-dialog.png' });

  // Erasing one traveller erases the party's card: the confirmation says so before anything is lost.
  await dialog.getByRole('button', { name: 'Erase guest' }).click();
  const question = page.getByRole('dialog', { name: 'Erase guest?' });
  await expect(question).toContainText(
    'The signed registration card of their stay is erased too, for every traveller on it.',
  );
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Registration card of Nils Berg' })).toBeVisible();
});
