/**
 * Fault (b), docs/faults.md: the API process is killed with SIGKILL during a purge run and started
 * again. The dead run's claims hold for 15 minutes (the next run leaves those images alone), then
 * lapse; the run after that finishes, and every image, orphans included, has exactly one receipt.
 * The second case replays the worst moment on purpose: the run had deleted the images through the
 * Storage API and died before recording them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiRunning, db, killApi, serviceClient, startApi } from './support/fault-stack.ts';
import { faultHotel, passportPng, unreferencedImages, type FaultHotel } from './support/hotel.ts';
import { report } from './support/report.ts';

let hotel: FaultHotel;
let png: Buffer;

beforeAll(async () => {
  if (!apiRunning()) await startApi();
  hotel = await faultHotel('Fault Purge Inn', 1);
  // "Don't keep images": every guest's images are due at the next purge.
  await db().query(`update public.hotels set passport_retention = 'dont_keep' where id = $1`, [hotel.hotelId]);
  png = await passportPng(2_000);
});
afterAll(() => report.flush());

/** `guests` guests with 2 images each, plus `orphans` images no guest holds, a day old; @returns every name. */
async function dueImages(guests: number, orphans: number, tag: string): Promise<string[]> {
  const storage = hotel.staff[0].client.storage.from('passports');
  const names = Array.from(
    { length: guests * 2 + orphans },
    (_, i) => `${hotel.hotelId}/${Date.now()}_${tag}-${i}.png`,
  );
  for (let i = 0; i < names.length; i += 10) {
    await Promise.all(
      names.slice(i, i + 10).map(async (name) => {
        const { error } = await storage.upload(name, png, { contentType: 'image/png' });
        if (error) throw new Error(`upload ${name}: ${error.message}`);
      }),
    );
  }
  for (let g = 0; g < guests; g++) {
    await db().query(
      `insert into public.guests (hotel_id, first_name, last_name, attachments) values ($1, $2, 'Purge', $3)`,
      [hotel.hotelId, `${tag}-${g}`, names.slice(g * 2, g * 2 + 2)],
    );
  }
  await db().query(`update storage.objects set created_at = now() - interval '25 hours' where name = any($1)`, [
    names.slice(guests * 2),
  ]);
  return names;
}

const runPurge = async () => {
  const answer = await serviceClient().functions.invoke<{ data: { deleted: number; receipts: number } }>(
    'purge-passports',
    { body: {} },
  );
  if (answer.error) throw new Error(`purge-passports failed: ${String(answer.error)}`);
  return answer.data!.data;
};
const heldClaims = async (names: string[]) =>
  (await db().query('select 1 from private.passport_purge_claims where object_name = any($1)', [names])).rowCount ?? 0;
const lapseClaims = () =>
  db().query(`update private.passport_purge_claims set claimed_at = now() - interval '16 minutes'`);

/** Every image of `names` has exactly one receipt, none is stored, no guest or claim holds it. */
async function expectPurgedOnce(names: string[]) {
  const receipts = await db().query<{ object_name: string; n: number }>(
    `select object_name, count(*)::int as n from public.passport_deletion_receipts where object_name = any($1)
     group by object_name`,
    [names],
  );
  expect(receipts.rows.filter((row) => row.n !== 1)).toEqual([]);
  expect(receipts.rows.map((row) => row.object_name).sort()).toEqual([...names].sort());
  const stored = await db().query(`select 1 from storage.objects where name = any($1)`, [names]);
  expect(stored.rowCount).toBe(0);
  const held = await db().query(`select 1 from public.guests where attachments && $1`, [names]);
  expect(held.rowCount).toBe(0);
  expect(await heldClaims(names)).toBe(0);
  expect(await unreferencedImages(hotel.hotelId)).toEqual([]);
}

it('a purge run killed with SIGKILL is finished by the next run once its claims lapse, one receipt per image', async () => {
  const names = await dueImages(30, 4, 'killed');
  const run = serviceClient().functions.invoke('purge-passports', { body: {} });
  for (const start = Date.now(); (await heldClaims(names)) === 0;) {
    if (Date.now() - start > 20_000) throw new Error('the purge never claimed the images');
  }
  await killApi();
  expect((await run).error).not.toBeNull();
  const claimed = await heldClaims(names);
  const receiptsBefore =
    (await db().query('select 1 from public.passport_deletion_receipts where object_name = any($1)', [names]))
      .rowCount ?? 0;
  await startApi();
  // The dead run's claims still hold: the next run within 15 minutes leaves those images alone.
  const during = await runPurge();
  expect(await heldClaims(names)).toBe(claimed);
  await lapseClaims();
  const after = await runPurge();
  await expectPurgedOnce(names);
  report.add('b', {
    images: names.length,
    claimedWhenKilled: claimed,
    receiptsBeforeKill: receiptsBefore,
    deletedWhileClaimsHeld: during.deleted,
    deletedAfterLapse: after.deleted,
  });
});

it('images the Storage API deleted before the run died are recorded by the run after the lapse', async () => {
  const names = await dueImages(3, 2, 'unrecorded');
  const service = serviceClient();
  const claim = await service.rpc('claim_due_passport_images', { p_limit: 500 });
  expect(claim.error).toBeNull();
  const mine = (claim.data as { object_name: string }[])
    .map((item) => item.object_name)
    .filter((n) => names.includes(n));
  expect(mine.sort()).toEqual([...names].sort());
  expect((await service.storage.from('passports').remove(mine)).error).toBeNull();
  // The process dies here, before record_passport_deletions.
  await lapseClaims();
  await runPurge();
  await expectPurgedOnce(names);
  report.add('b', { removedButUnrecorded: names.length, recordedOnceAfterLapse: names.length });
});
