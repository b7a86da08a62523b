/**
 * Fault (d), docs/faults.md: PostgreSQL is stopped as by a crash and started again while 20 staff
 * register guests at once through the app's own registration (src/features/guests/api/register-guest.ts).
 * A desk whose save shows an error tries again after a second, as staff would, with the form's same
 * registration. Every save either lands exactly once or shows an error, and nothing lands twice.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  REGISTER_MESSAGES,
  RegisterGuestError,
  newRegistrationAttempt,
  registerGuest,
} from '@/features/guests/api/register-guest';
import { atDesk } from './support/desks.ts';
import { apiRunning, db, restartPostgres, startApi } from './support/fault-stack.ts';
import { faultGuest, faultHotel, type FaultHotel } from './support/hotel.ts';
import { report } from './support/report.ts';

vi.mock('@/lib/supabase', async () => ({ supabase: (await import('./support/desks.ts')).deskClient }));

const DESKS = 20;
const GUESTS_PER_DESK = 3;
// A desk keeps trying for about 20 s, longer than PostgreSQL's crash recovery here (2.5–9.1 s).
const TRIES = 20;
let hotel: FaultHotel;

beforeAll(async () => {
  if (!apiRunning()) await startApi();
  hotel = await faultHotel('Fault Busy Inn', DESKS);
  // One registration first, so the add-guest worker is running when the burst starts (a cold start
  // would hold every save back until PostgreSQL is up again).
  await atDesk(hotel.staff[0].client, () =>
    registerGuest({
      hotelId: hotel.hotelId,
      guest: faultGuest('Warm-up'),
      files: [],
      onProgress: () => {},
      attempt: newRegistrationAttempt(),
    }),
  );
});
afterAll(() => report.flush());

interface Save {
  name: string;
  tries: number;
  landed: boolean;
  shown: string[];
}

/** One desk registering its guests one after another, each retried while it shows an error. */
async function desk(index: number): Promise<Save[]> {
  const saves: Save[] = [];
  for (let g = 0; g < GUESTS_PER_DESK; g++) {
    const save: Save = { name: `Desk${index}-Guest${g}`, tries: 0, landed: false, shown: [] };
    const attempt = newRegistrationAttempt();
    while (!save.landed && save.tries < TRIES) {
      save.tries += 1;
      try {
        await atDesk(hotel.staff[index].client, () =>
          registerGuest({
            hotelId: hotel.hotelId,
            guest: faultGuest(save.name),
            files: [],
            onProgress: () => {},
            attempt,
          }),
        );
        save.landed = true;
      } catch (error) {
        if (!(error instanceof RegisterGuestError)) throw error;
        save.shown.push(error.message);
        await new Promise((done) => setTimeout(done, 1000));
      }
    }
    saves.push(save);
  }
  return saves;
}

it('20 staff registering while PostgreSQL restarts: each save lands once or shows an error, none twice', async () => {
  const started = performance.now();
  const desks = Promise.all(Array.from({ length: DESKS }, (_, i) => desk(i)));
  await new Promise((done) => setTimeout(done, 300));
  const downMs = await restartPostgres(1000);
  const saves = (await desks).flat();
  const tookMs = performance.now() - started;

  const { rows } = await db().query<{ first_name: string; n: number }>(
    `select first_name, count(*)::int as n from public.guests where hotel_id = $1 group by first_name`,
    [hotel.hotelId],
  );
  const stored = new Map(rows.map((row) => [row.first_name, row.n]));
  expect(rows.filter((row) => row.n > 1)).toEqual([]);
  expect(stored.get('Warm-up')).toBe(1);
  // A save the desk saw land is stored once. One that never showed success may be stored once too
  // (its answer lost in the outage; the form's next try sends the same idempotency key and gets it),
  // never twice (checked above).
  for (const save of saves.filter((save) => save.landed)) expect(stored.get(save.name)).toBe(1);
  // And the service came back: with PostgreSQL up again, saves land.
  expect(saves.filter((save) => save.landed).length).toBeGreaterThan(0);
  // What a desk was told is a message of the catalogue (docs/product.md#messages), never a raw error.
  const shown = new Set(saves.flatMap((save) => save.shown));
  const catalogue = new Set<string>([
    REGISTER_MESSAGES.failed,
    'The database is not reachable right now. Try again in a moment.',
  ]);
  expect([...shown].filter((message) => !catalogue.has(message))).toEqual([]);

  report.add('d', {
    desks: DESKS,
    saves: saves.length,
    postgresDownMs: Math.round(downMs),
    landedFirstTry: saves.filter((save) => save.landed && save.tries === 1).length,
    landedAfterAnError: saves.filter((save) => save.landed && save.tries > 1).length,
    endedWithAnError: saves.filter((save) => !save.landed).length,
    storedThoughAnErrorShown: saves.filter((save) => !save.landed && stored.has(save.name)).length,
    landedTwice: rows.filter((row) => row.n > 1).length,
    errorsShown: saves.reduce((sum, save) => sum + save.shown.length, 0),
    messages: [...shown].join(' | ') || 'none',
    tookMs: Math.round(tookMs),
  });
});
