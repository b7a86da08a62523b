/**
 * Registering travellers the way the desk does (docs/product.md#guest-registration): /register, every
 * given field filled by its label, and for a companion the "Travels with" choice of today's lead guest,
 * their role and (a minor) relationship. Countries are chosen before the places that depend on them.
 */
import type { Page } from '@playwright/test';
import { GUEST_FIELD_LABELS } from '@shared/guest-field-labels';
import { db } from './data';
import { expect } from './fixtures';
import type { Traveller } from './police';

/** The form's label of each guest field (the registry's labels). */
const LABELS: Record<string, string> = GUEST_FIELD_LABELS;
/** Fields whose input depends on a country chosen first: a code (comune, INE municipality) is a select. */
const PLACES = ['birthPlace', 'documentIssuePlace', 'residenceCity'];

export type TravelsWith = { lead: string; role: 'Family member' | 'Group member'; relationship?: string };

/**
 * Registers `traveller` on /register (signed in already) and waits for the form's success.
 * @param travelsWith the lead's option as listed ("Giulia Rossi · room 12"), the role and relationship labels
 */
export async function registerAtDesk(page: Page, traveller: Traveller, travelsWith?: TravelsWith): Promise<void> {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Guest registration' });
  const keys = Object.keys(traveller).sort((a, b) => Number(PLACES.includes(a)) - Number(PLACES.includes(b)));
  for (const key of keys) {
    const label = LABELS[key];
    if (!label) throw new Error(`registerAtDesk: no label for ${key}`);
    const value = traveller[key];
    const byName = { name: label, exact: true };
    const input = form.getByRole('textbox', byName).or(form.getByRole('combobox', byName));
    // A place given as a code waits for its list (loaded once the country is chosen).
    const isSelect =
      (PLACES.includes(key) && /^\d+$/.test(value)) ||
      (await input.evaluate((element) => element.tagName === 'SELECT'));
    if (isSelect) await form.getByRole('combobox', byName).selectOption(value);
    else await input.fill(value);
  }
  if (travelsWith) {
    const group = form.getByRole('group', { name: 'Travels with' });
    await group.getByRole('combobox', { name: 'Lead guest' }).selectOption({ label: travelsWith.lead });
    await group.getByRole('combobox', { name: /^Travels as/ }).selectOption({ label: travelsWith.role });
    if (travelsWith.relationship) {
      await group
        .getByRole('combobox', { name: 'Relationship to the lead (minors)' })
        .selectOption({ label: travelsWith.relationship });
    }
  }
  await form.getByRole('button', { name: 'Register Guest' }).click();
  await expect(page.getByText('Guest registered successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/guest-list/);
}

/** The hotel's guests by first name: their id, stay, role and relationship as the database holds them. */
export async function guestsOf(hotelId: string) {
  const { rows } = await db().query<{
    first_name: string;
    id: string;
    stay_id: string;
    stay_role: string;
    relationship: string | null;
  }>(`select first_name, id, stay_id, stay_role, relationship from public.guests where hotel_id = $1`, [hotelId]);
  return Object.fromEntries(rows.map((row) => [row.first_name, row]));
}
