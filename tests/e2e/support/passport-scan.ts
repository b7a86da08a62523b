/**
 * Passport-scan steps for the e2e flows (docs/passport-scan.md): give the registration form's scan
 * control one of the committed synthetic photos (tests/fixtures/mrz) and wait for its answer.
 */
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The OCR model loads on the first scan of a page; on 2 busy cores that and the reading take a while. */
const READ_MS = 60_000;

export const mrzFixture = (name: string) => fileURLToPath(new URL(`../../fixtures/mrz/${name}`, import.meta.url));

/** Picks `photo` in the scan control and waits until it says what it read (or could not read). @returns the form */
export async function scanPhoto(page: Page, photo: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Guest registration' });
  await expect(form.getByRole('button', { name: 'Scan passport' })).toBeEnabled();
  await form.getByTestId('passport-scan-input').setInputFiles(mrzFixture(photo));
  await expect(form.getByText(/MRZ read in|could not be read reliably|No MRZ found/)).toBeVisible({ timeout: READ_MS });
  return form;
}
