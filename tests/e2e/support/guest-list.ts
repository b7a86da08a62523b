/** A fresh hotel with guests already in it, for the specs that start on the guest list. */
import type { Page } from '@playwright/test';
import { signIn } from './auth';
import { createHotelAccount, insertGuests, type GuestRow } from './data';

/** Creates a hotel account named after `prefix` holding `guests`, signs in on `page`, opens /guest-list. */
export async function guestListOf(page: Page, prefix: string, guests: GuestRow[]) {
  const hotel = await createHotelAccount({ prefix });
  await insertGuests(hotel.hotelId, guests);
  await signIn(page, hotel);
  await page.goto('/guest-list');
  return hotel;
}
