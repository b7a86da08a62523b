/**
 * Police reports specs (docs/police-reports.md): a hotel reporting to an authority, with the police
 * fields shown on its forms, and parties registered through `add-guest` as the owner (the desk form
 * registers one guest at a time; a companion joins the lead's stay through the function's `stay`).
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { createHotelAccount, db, type HotelAccount } from './data';
import { e2eEnv } from './env';

/** The police fields shown, the travel agent and chauffeur hidden (missing key = hidden for the former). */
const POLICE_FORM = {
  secondLastName: true,
  birthCountry: true,
  birthPlace: true,
  residenceAddress: true,
  residenceCity: true,
  residencePostcode: true,
  residenceCountry: true,
  documentIssuePlace: true,
  documentSupport: true,
  travelAgentName: false,
  chauffeurName: false,
  chauffeurContact: false,
};

/** A fresh hotel reporting to `authority` (its code set as the owner would on Hotel Setup). */
export async function policeHotel(prefix: string, authority: 'alloggiati' | 'ses' | null): Promise<HotelAccount> {
  const hotel = await createHotelAccount({ prefix, formFields: POLICE_FORM });
  if (authority === 'alloggiati') {
    await db().query(
      `update public.hotels set police_authority = 'alloggiati', alloggiati_account = 'E2EHOTEL' where id = $1`,
      [hotel.hotelId],
    );
  } else if (authority === 'ses') {
    await db().query(
      `update public.hotels set police_authority = 'ses', ses_establishment_code = 'H280000001' where id = $1`,
      [hotel.hotelId],
    );
  }
  return hotel;
}

export type Traveller = Record<string, string> & { firstName: string; lastName: string };

/** `YYYY-MM-DD`, `offset` days from today (UTC, as the hotels here keep UTC). */
export const day = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Registers `lead` and then each companion into the lead's stay, as the hotel's owner through add-guest.
 * @returns the stay id and the guests' ids by first name
 */
export async function registerParty(
  hotel: HotelAccount,
  lead: Traveller,
  companions: { traveller: Traveller; role: 'family_member' | 'group_member'; relationship?: string }[] = [],
) {
  const client = createClient(e2eEnv.apiUrl, e2eEnv.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signIn = await client.auth.signInWithPassword({ email: hotel.email, password: hotel.password });
  if (signIn.error) throw new Error(`sign-in: ${signIn.error.message}`);
  const add = async (guest: Traveller, stay?: Record<string, string>) => {
    const result = await client.functions.invoke<{ data: { guest: { id: string; stay_id: string } } }>('add-guest', {
      body: {
        hotelId: hotel.hotelId,
        idempotencyKey: crypto.randomUUID(),
        guest: { checkIn: day(0), checkOut: day(3), room: '12', attachments: [], ...guest },
        ...(stay ? { stay } : {}),
      },
    });
    const data = result.data;
    // supabase-js types a failure's `error` as any.
    const error: unknown = result.error;
    if (error) {
      const context = (error as { context?: Response }).context;
      throw new Error(`add-guest ${guest.firstName}: ${context ? await context.text() : 'no answer'}`);
    }
    return data!.data.guest;
  };
  const first = await add(lead);
  const ids: Record<string, string> = { [lead.firstName]: first.id };
  for (const { traveller, role, relationship } of companions) {
    const guest = await add(traveller, { id: first.stay_id, role, ...(relationship ? { relationship } : {}) });
    ids[traveller.firstName] = guest.id;
  }
  await client.auth.signOut();
  return { stayId: first.stay_id, ids };
}

/** Clicks `button` and returns the download it starts, with its text. */
export async function downloadOf(
  page: Page,
  click: () => Promise<void>,
): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { download, text: await readFile(await download.path(), 'utf8') };
}
