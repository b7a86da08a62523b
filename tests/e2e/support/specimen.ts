/**
 * What the ICAO Doc 9303 TD3 specimen (`tests/fixtures/mrz/clean-icao-td3.jpg`, Anna Maria
 * Eriksson of "Utopia") fills on /register, from a photo or from the camera: the document fields,
 * their "from scan" badges and the review marks (docs/product.md#passport-scan).
 */
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** Asserts the registration `form` holds the specimen's fields and marks. */
export async function expectSpecimenTd3Filled(form: Locator): Promise<void> {
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  await expect(field('Passport Number')).toHaveValue('L898902C3');
  await expect(field('First Name')).toHaveValue('Anna Maria');
  await expect(field('Last Name')).toHaveValue('Eriksson');
  await expect(field('Date of Birth')).toHaveValue('1974-08-12');
  await expect(form.getByRole('combobox', { name: 'Sex', exact: true })).toHaveValue('F');
  await expect(form.getByRole('combobox', { name: 'Document Type', exact: true })).toHaveValue('P');
  await expect(field('Document Expiry')).toHaveValue('2012-04-15');
  await expect(form.locator('[data-source="scan"]')).toHaveCount(7);
  // ICAO's specimen state "UTO" is no real country: left for the desk, with the reason.
  await expect(form.getByText(/^Check the Nationality: the scan read "UTO"/)).toBeVisible();
  await expect(form.getByText(/^Check the Issuing Country: the scan read "UTO"/)).toBeVisible();
  await expect(form.getByText('This document expired on 2012-04-15.')).toBeVisible();
}

/**
 * Completes and submits the specimen's registration: a real nationality in place of "UTO" (and the
 * issuing country when `issuingCountry` is set), then the hotel's own fields of `stay`.
 */
export async function registerSpecimenTd3(
  form: Locator,
  stay: { agent: string; room: string; contact: string; issuingCountry?: boolean },
): Promise<void> {
  await form.getByRole('combobox', { name: 'Nationality', exact: true }).selectOption('SWE');
  if (stay.issuingCountry)
    await form.getByRole('combobox', { name: 'Issuing Country', exact: true }).selectOption('SWE');
  for (const [label, value] of [
    ['Travel Agent Name', stay.agent],
    ['Room', stay.room],
    ['Chauffeur Name', 'Karl'],
    ['Chauffeur Contact', stay.contact],
  ])
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  await form.getByRole('button', { name: 'Register Guest' }).click();
}
