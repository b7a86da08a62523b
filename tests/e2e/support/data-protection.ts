/**
 * Helpers of the data protection flow (14-data-protection): a camera-like JPEG with GPS EXIF, the
 * registration form's required fields, opening a guest's dialog, the hotel's stored image rule.
 */
import type { Page } from '@playwright/test';
import piexif from 'piexifjs';
import { db } from './data';
import { expect } from './fixtures';

/** The APP1 identifier that starts an EXIF block. */
export const EXIF_MARKER = Buffer.from('Exif\0\0', 'latin1');

/** The hotel's stored passport image rule. */
export const hotelRule = async (hotelId: string) =>
  (
    await db().query<{ passport_retention: string; passport_retention_days: number }>(
      'select passport_retention, passport_retention_days from public.hotels where id = $1',
      [hotelId],
    )
  ).rows[0];

/** A phone camera's EXIF block: make, model and a GPS position in Colombo (6.9167° N, 79.85° E). */
const CAMERA_EXIF = piexif.dump({
  '0th': { [piexif.ImageIFD.Make]: 'PhoneCam', [piexif.ImageIFD.Model]: 'X1' },
  GPS: {
    [piexif.GPSIFD.GPSLatitudeRef]: 'N',
    [piexif.GPSIFD.GPSLatitude]: piexif.GPSHelper.degToDmsRational(6.9167),
    [piexif.GPSIFD.GPSLongitudeRef]: 'E',
    [piexif.GPSIFD.GPSLongitude]: piexif.GPSHelper.degToDmsRational(79.85),
  },
});

/** A 640x400 JPEG drawn by the browser, with a camera's EXIF added: make, model and a GPS position. */
export async function jpegWithGps(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const g = canvas.getContext('2d')!;
    g.fillStyle = 'hsl(200 60% 40%)';
    g.fillRect(0, 0, 640, 400);
    g.fillStyle = 'white';
    g.font = 'bold 40px sans-serif';
    g.fillText('PASSPORT', 40, 200);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  const withExif = piexif.insert(CAMERA_EXIF, Buffer.from(dataUrl.split(',')[1], 'base64').toString('latin1'));
  return { name: 'passport-gps.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(withExif, 'latin1') };
}

/** Fills the required fields of the registration form for `first` `last`. */
export async function fillGuest(page: Page, first: string, last: string) {
  const form = page.getByRole('form', { name: 'Guest registration' });
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await field('First Name').fill(first);
  await field('Last Name').fill(last);
  await field('Passport Number').fill('N7654321');
  await form.getByRole('combobox', { name: 'Nationality', exact: true }).selectOption('LKA');
  await field('Travel Agent Name').fill('Direct');
  await field('Room').fill('3');
  await field('Chauffeur Name').fill('None');
  await field('Chauffeur Contact').fill('+94 77 000 2222');
  return form;
}

/** Opens `name`'s Guest Details dialog from the guest list. */
export async function openGuest(page: Page, name: string) {
  await page.goto('/guest-list');
  await page.getByRole('row', { name: new RegExp(`^Guest ${name}`) }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('table')).toBeVisible();
  return dialog;
}
