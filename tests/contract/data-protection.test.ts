/**
 * The purge of passport images end to end (docs/product.md#data-protection): the schedule's call to
 * purge-passports deletes due images through the Storage API with one receipt each, keeps images under
 * legal hold and young uploads, is safe to run twice at once, and the nightly cron job exists and runs
 * on the stack's scheduler (docs/local-stack.md#schedules).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createScheduler } from '../../stack/schedule/scheduler.ts';
import { SEED, adminPg, signedInClient, stackInfo } from './support/clients.ts';
import { callFunction, hotelIdOf, uploadPassport } from './support/functions.ts';
import { attachmentsOf, insertGuest, receiptsFor, runPurge, storedObjects } from './support/data-protection.ts';

let demo: SupabaseClient;
let demoHotel: string;
const uploads = (count: number) => Promise.all(Array.from({ length: count }, () => uploadPassport(demo, demoHotel)));

beforeAll(async () => {
  demo = await signedInClient(SEED.demo.email, SEED.demo.password);
  demoHotel = await hotelIdOf(SEED.demo.hotelName);
});

describe('purge-passports', () => {
  it('deletes the images of a guest checked out 31 days ago (default rule) with one receipt per image', async () => {
    const names = await uploads(2);
    const guestId = await insertGuest(demoHotel, names, { checkedOutDaysAgo: 31 });
    const answer = await runPurge();
    expect(answer.status).toBe(200);
    expect((answer.data as { deleted: number }).deleted).toBeGreaterThanOrEqual(2);
    expect(await attachmentsOf(guestId)).toEqual([]);
    expect(await storedObjects(names)).toEqual([]);
    const receipts = await receiptsFor(names);
    expect(receipts.map((r) => r.object_name).sort()).toEqual([...names].sort());
    expect(receipts.every((r) => r.rule === 'delete_after_checkout:30' && r.deleted_by_label === 'schedule')).toBe(
      true,
    );
    expect(receipts.every((r) => Number(r.size_bytes) > 0)).toBe(true);
  });

  it('keeps the images of a guest under legal hold, and of one checked out 29 days ago', async () => {
    const [held, recent] = await uploads(2);
    const heldGuest = await insertGuest(demoHotel, [held], { checkedOutDaysAgo: 31, legalHold: true });
    const recentGuest = await insertGuest(demoHotel, [recent], { checkedOutDaysAgo: 29 });
    expect((await runPurge()).status).toBe(200);
    expect(await attachmentsOf(heldGuest)).toEqual([held]);
    expect(await attachmentsOf(recentGuest)).toEqual([recent]);
    expect(await storedObjects([held, recent])).toEqual([held, recent].sort());
    expect(await receiptsFor([held, recent])).toEqual([]);
  });

  it('removes orphans older than 24 h and keeps younger ones', async () => {
    const [old, young] = await uploads(2);
    await adminPg().query(
      `update storage.objects set created_at = now() - interval '25 hours' where bucket_id = 'passports' and name = $1`,
      [old],
    );
    expect((await runPurge()).status).toBe(200);
    expect(await storedObjects([old, young])).toEqual([young]);
    expect((await receiptsFor([old])).map((r) => r.rule)).toEqual(['orphan:24h']);
  });

  it('two purges at once delete and receipt each image once', async () => {
    const names = await uploads(4);
    await insertGuest(demoHotel, names, { checkedOutDaysAgo: 40 });
    const answers = await Promise.all([runPurge(), runPurge()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await storedObjects(names)).toEqual([]);
    expect((await receiptsFor(names)).length).toBe(4);
  });

  it('is refused to signed-in users', async () => {
    const { status } = await callFunction(demo, 'purge-passports', {});
    expect(status).toBe(403);
  });
});

/** The every-second job of the reporting logins (tests/contract/reporting.test.ts), due in any window. */
const REPORTING_WATCHDOG = 'reporting-statement-watchdog';

describe('the nightly schedule', () => {
  it('is a pg_cron job at 03:17 UTC that the stack runs through pg_net into purge-passports', async () => {
    const { rows } = await adminPg().query<{ schedule: string }>(
      `select schedule from cron.job where jobname = 'purge-passports' and active`,
    );
    expect(rows).toEqual([{ schedule: '17 3 * * *' }]);
    const names = await uploads(1);
    const guestId = await insertGuest(demoHotel, names, { checkedOutDaysAgo: 35 });

    // One tick over 03:17 UTC, run directly instead of waiting for the clock.
    const scheduler = createScheduler(adminPg(), { gatewayUrl: stackInfo().apiUrl });
    const ran = await scheduler.runDue(new Date('2026-11-25T03:16:59Z'), new Date('2026-11-25T03:17:00Z'));
    expect(ran.filter(({ job }) => job !== REPORTING_WATCHDOG)).toEqual([
      { job: 'purge-passports', status: 'succeeded' },
    ]);
    await scheduler.sendQueued();

    await expect.poll(() => attachmentsOf(guestId), { timeout: 20_000, interval: 250 }).toEqual([]);
    expect((await receiptsFor(names)).length).toBe(1);
    const { rows: answers } = await adminPg().query<{ status_code: number }>(
      'select status_code from net._http_response order by created desc limit 1',
    );
    expect(answers).toEqual([{ status_code: 200 }]);
  });

  it('does not run the job outside its time', async () => {
    const scheduler = createScheduler(adminPg(), { gatewayUrl: stackInfo().apiUrl });
    const ran = await scheduler.runDue(new Date('2026-11-25T03:17:00Z'), new Date('2026-11-25T04:00:00Z'));
    expect(ran.map(({ job }) => job)).not.toContain('purge-passports');
  });
});
