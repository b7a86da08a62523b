/**
 * The seeded demo hotel for page-weight.ts's signed-in pages: a stack of its own (fresh data
 * directory: migrations and supabase/seed.sql) on the bench's API port, which the builds point at,
 * and the demo staff login signed in the way the app signs in (supabase-js), into a memory storage
 * whose entries become the browser's localStorage: a stored Supabase session and the app's staff-shell
 * keys, as a returning staff member's browser holds them.
 */
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { claimsFromAccessToken } from '../src/features/auth/lib/auth-claims.ts';
import type { Page } from 'puppeteer-core';
import { HOTEL_NAME_KEY, STAFF_SHELL_KEY } from '../src/lib/prerendered-shell.ts';
import { startStack } from '../stack/index.ts';
import type { Bench } from './context.ts';

/** Staff of "Seaside Demo Villa" (supabase/seed.sql). */
const DEMO_LOGIN = { email: 'demo@guestregistry.app', password: 'demo-pass-2026' };

export interface DemoHotel {
  /**
   * Signs the demo staff in anew (an access token lives an hour, a run can take longer).
   * @returns the localStorage entries supabase-js and the app write for the session, key → value
   * @throws the AuthError of a refused sign-in
   */
  session(): Promise<Record<string, string>>;
  /** Last names of the demo hotel's guests: the guest list's first page shows some of them. */
  guestLastNames: string[];
}

/** Runs `work` with the demo hotel's stack up, then stops it. */
export async function withDemoHotel<T>(bench: Bench, work: (demo: DemoHotel) => Promise<T>): Promise<T> {
  const { config, rootDir, tmpDir } = bench;
  const stack = await startStack({
    rootDir,
    dataDir: join(tmpDir, 'demo-stack'),
    reset: true,
    quiet: !process.env.BENCH_VERBOSE,
    apiPort: config.ports.api,
    dbPort: config.ports.db,
    mailPort: config.ports.mail,
  });
  try {
    const session = async () => {
      const stored = new Map<string, string>();
      const client = createClient(stack.apiUrl, stack.anonKey, {
        auth: {
          persistSession: true,
          autoRefreshToken: false,
          storage: {
            getItem: (key) => stored.get(key) ?? null,
            setItem: (key, value) => void stored.set(key, value),
            removeItem: (key) => void stored.delete(key),
          },
        },
      });
      const { data, error } = await client.auth.signInWithPassword(DEMO_LOGIN);
      if (error) throw error;
      const { hotelId } = claimsFromAccessToken(data.session.access_token);
      if (!hotelId) throw new Error(`${DEMO_LOGIN.email} signed in without a hotel_id claim`);
      const hotel = await client.from('hotels').select('name').eq('id', hotelId).single();
      if (hotel.error) throw hotel.error;
      // Beside the session, the keys the app itself sets once staff are signed in (their hotel, and
      // the hotel name its header showed): a returning staff member's browser holds them all
      // (src/lib/prerendered-shell.ts).
      const marks = { [STAFF_SHELL_KEY]: hotelId, [HOTEL_NAME_KEY]: JSON.stringify([hotelId, hotel.data.name]) };
      return { client, storage: { ...Object.fromEntries(stored), ...marks } };
    };
    const first = await session();
    const { data, error } = await first.client.from('guests').select('last_name');
    if (error) throw error;
    const guestLastNames = data.map((row) => row.last_name as string).filter(Boolean);
    if (!guestLastNames.length) throw new Error('the demo hotel has no guests: is supabase/seed.sql applied?');
    return await work({ session: async () => (await session()).storage, guestLastNames });
  } finally {
    await stack.stop();
  }
}

/** /register is ready when its first field takes typing. @returns what is missing, or null */
export async function registerFormReady(page: Page): Promise<string | null> {
  const ready = await page.evaluate(() => {
    const field = document.querySelector<HTMLInputElement>('input[name="firstName"]');
    return !!field && !field.disabled && !field.readOnly && field.getClientRects().length > 0;
  });
  return ready ? null : 'no First Name field to type in';
}

/** @returns a check that the guest list painted a row of the demo hotel's guests */
export function guestListPainted(lastNames: string[]): (page: Page) => Promise<string | null> {
  return async (page) => {
    const text = await page.evaluate(() => document.body.innerText);
    return lastNames.some((name) => text.includes(name)) ? null : 'no guest of the demo hotel on the page';
  };
}
