/**
 * Access that ends (docs/architecture.md#access-that-ends) as the removed member's open browser sees it:
 * the admin deletes the account from the console while the guest list is open elsewhere; the page
 * leaves the hotel's live topic and lands on /login with the reason as soon as it looks again (focus),
 * and the session cannot be refreshed back to life.
 */
import type { Page } from '@playwright/test';
import { signInAsAdmin, signInToNewHotel } from './support/auth';
import { expect, test } from './support/fixtures';
import { guestFeedJoined } from './support/realtime';

/** Resolves with the first frame the page sends that leaves `topic`'s channel. */
function leaveSent(page: Page, topic: string): Promise<string> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (text.includes(`realtime:${topic}`) && text.includes('phx_leave')) resolve(text);
      }),
    );
  });
}

test('a user the admin deletes leaves the live list and is signed out on the next look', async ({
  page,
  newBrowserPage,
}) => {
  const joined = guestFeedJoined(page);
  const hotel = await signInToNewHotel(page, 'Leaving Hotel');
  const left = leaveSent(page, `hotel:${hotel.hotelId}:guests`);
  await page.goto('/guest-list');
  await joined;

  const admin = await newBrowserPage();
  await signInAsAdmin(admin);
  await admin.getByRole('button', { name: `Delete ${hotel.email}` }).click();
  await admin.getByRole('dialog', { name: 'Delete user?' }).getByRole('button', { name: 'Delete user' }).click();
  await expect(admin.getByText(`User ${hotel.email} deleted.`)).toBeVisible();

  // The front desk comes back to the tab.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account no longer exists.', { exact: false })).toBeVisible();
  expect(await left).toContain('phx_leave');
  // No refresh brings the session back: a hotel page still sends the visitor to log in.
  await page.goto('/guest-list');
  await expect(page).toHaveURL(/\/login$/);
});
