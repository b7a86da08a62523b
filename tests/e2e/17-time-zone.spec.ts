/**
 * The front desk's "today" is the hotel's local date (docs/product.md#guest-fields): at 20:00 in
 * Los Angeles it is already tomorrow in UTC, yet a guest checking in today (empty Check-In) and out
 * today is accepted, and saving the setup stores the browser's time zone for the database default.
 */
import { createHotelAccount, db } from './support/data';
import { expect, test } from './support/fixtures';
import { signIn, signInToNewHotel } from './support/auth';

test.use({ timezoneId: 'America/Los_Angeles' });

/** The latest 20:00 in Los Angeles before now (a past instant keeps the session's tokens unexpired). */
function lastEveningInLosAngeles(): { instant: Date; date: string } {
  const laDate = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });
  for (let hoursBack = 0; hoursBack < 48; hoursBack++) {
    const candidate = new Date(Date.now() - hoursBack * 3_600_000);
    const hour = Number(
      candidate.toLocaleString('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hour12: false }),
    );
    if (hour === 20) {
      candidate.setUTCMinutes(0, 0, 0);
      return { instant: candidate, date: laDate(candidate) };
    }
  }
  throw new Error('no 20:00 in Los Angeles in the last two days');
}

test('same-day check-out at 20:00 in Los Angeles is accepted with an empty check-in', async ({ page }) => {
  const hotel = await createHotelAccount({ prefix: 'Pacific Hotel' });
  const evening = lastEveningInLosAngeles();
  expect(evening.instant.toISOString().slice(0, 10)).not.toBe(evening.date); // UTC is a day ahead
  await signIn(page, hotel);
  await page.clock.setFixedTime(evening.instant);

  const form = page.getByRole('form', { name: 'Guest registration' });
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  for (const [label, value] of [
    ['First Name', 'Late'],
    ['Last Name', 'Arrival'],
    ['Passport Number', 'LA20000'],
    ['Travel Agent Name', 'Direct'],
    ['Room', '7'],
    ['Chauffeur Name', 'None'],
    ['Chauffeur Contact', '555 0100'],
  ])
    await field(label).fill(value);
  await form.getByRole('combobox', { name: 'Nationality', exact: true }).selectOption('USA');
  await field('Check-Out Date').fill(evening.date);
  await form.getByRole('button', { name: 'Register Guest' }).click();
  await expect(page.getByText('Guest registered successfully!')).toBeVisible();
  await expect(form.getByText('Must be on or after check-in')).toHaveCount(0);
  const { rows } = await db().query<{ check_in: string; check_out: string }>(
    `select check_in::text, check_out::text from public.guests where hotel_id = $1 and last_name = 'Arrival'`,
    [hotel.hotelId],
  );
  expect(rows).toEqual([{ check_in: evening.date, check_out: evening.date }]);
});

test('saving the hotel setup stores the browser time zone', async ({ page }) => {
  const hotel = await signInToNewHotel(page, 'Zone Hotel');
  await page.goto('/hotel-setup');
  await page.getByRole('button', { name: 'Save Setup' }).click();
  await expect(page.getByText('Hotel setup saved!')).toBeVisible();
  const { rows } = await db().query<{ time_zone: string }>('select time_zone from public.hotels where id = $1', [
    hotel.hotelId,
  ]);
  expect(rows).toEqual([{ time_zone: 'America/Los_Angeles' }]);
});
