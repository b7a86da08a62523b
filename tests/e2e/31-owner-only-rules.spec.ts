/**
 * Flow 31, owner-only data rules (docs/product.md#data-rules): a staff member sees Hotel Setup's field
 * toggles, passport image rule and time zone read-only with the sentence saying only the owner changes
 * them, can still rename the hotel, has no Activity link and is turned away from /activity; the REST
 * API refuses them the same changes and the log. Screenshot of the read-only setup.
 */
import { signIn } from './support/auth';
import { createHotelAccount, db, type HotelAccount } from './support/data';
import { hotelRule } from './support/data-protection';
import { expect, test } from './support/fixtures';
import { saveScreen } from './support/screens';
import { addStaff, signedInAdminClient, signedInClient, type StaffAccount } from './support/staff';

test.describe('owner-only data rules', () => {
  let hotel: HotelAccount;
  let clerk: StaffAccount;
  test.beforeEach(async () => {
    hotel = await createHotelAccount({ prefix: 'Rules Hotel' });
    clerk = await addStaff(hotel.hotelId);
  });

  test('staff see the rules read-only, keep the name editable, and cannot open Activity', async ({ page }) => {
    await signIn(page, clerk);
    await page.goto('/hotel-setup');
    await expect(
      page.getByText(
        'Only the hotel owner can change the guest fields, the passport image rule, the police authority and the time zone.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Room' })).toBeDisabled();
    await expect(page.getByRole('radio', { name: 'Keep until deleted' })).toBeDisabled();
    await expect(page.getByRole('spinbutton', { name: 'Days after check-out' })).toBeDisabled();
    await expect(page.getByTestId('hotel-time-zone')).toHaveText('Time zone: UTC');
    await saveScreen(page, 'setup-staff-read-only', { fullPage: true });

    await page.getByLabel(/Hotel Name/).fill('Rules Hotel Front Desk');
    await page.getByRole('button', { name: 'Save Setup' }).click();
    await expect(page.getByText('Hotel setup saved!')).toBeVisible();
    const { rows } = await db().query('select name, time_zone from public.hotels where id = $1', [hotel.hotelId]);
    expect(rows).toEqual([{ name: 'Rules Hotel Front Desk', time_zone: 'UTC' }]);

    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Activity' })).toHaveCount(0);
    await page.goto('/activity');
    await expect(page.getByText('Only the hotel owner can see this page.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Activity log' })).toHaveCount(0);
  });

  test('the REST API refuses staff the rules and the log, with the rule named', async () => {
    const staff = await signedInClient(clerk);
    for (const change of [
      { passport_retention: 'keep' },
      { passport_retention_days: 365 },
      { form_fields: { room: false } },
      { time_zone: 'Asia/Tokyo' },
    ]) {
      const { error, status } = await staff.from('hotels').update(change).eq('id', hotel.hotelId);
      expect(status, JSON.stringify(change)).toBe(403);
      expect(error?.code).toBe('42501');
      expect(error?.message).toMatch(/^Only the hotel's owner can /);
    }
    expect(await hotelRule(hotel.hotelId)).toEqual({
      passport_retention: 'delete_after_checkout',
      passport_retention_days: 30,
    });

    const log = await staff.from('activity_log').select('id').eq('hotel_id', hotel.hotelId);
    expect(log.error).toBeNull();
    expect(log.data).toEqual([]);
    const entries = await staff.from('activity_log_entries').select('id');
    expect(entries.data).toEqual([]);

    // The owner's own token changes the rule; the platform admin's does not.
    const owner = await signedInClient(hotel);
    expect((await owner.from('hotels').update({ passport_retention: 'keep' }).eq('id', hotel.hotelId)).status).toBe(
      204,
    );
    const admin = await signedInAdminClient();
    const refused = await admin.from('hotels').update({ passport_retention: 'dont_keep' }).eq('id', hotel.hotelId);
    expect(refused.status).toBe(403);
    expect((await hotelRule(hotel.hotelId)).passport_retention).toBe('keep');
  });
});
