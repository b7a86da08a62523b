/**
 * The guest list page: the app's own `fetchGuestPage` (page of 10, newest first, explicit
 * hotel_id) and `fetchGuestCount` (count_guests, capped), both at once as the page runs them, as
 * each target hotel's staff through /rest/v1; and the exact SQL the REST service ran for the page,
 * replayed as that staff (RLS on) and as the table owner (RLS off). Goals: DB time RLS/owner ≤ 1.5,
 * t(largest)/t(smallest) ≤ 2, HTTP p95 ≤ 30 ms at the largest size.
 */
import type { StackBench } from './context.ts';
import { captureSql, databaseTime } from './sql-capture.ts';
import { repeat, type Summary } from './stats.ts';

export const sizeLabel = (n: number) =>
  n >= 1e6 && n % 1e6 === 0 ? `${n / 1e6}M` : n >= 1e3 && n % 1e3 === 0 ? `${n / 1e3}k` : String(n);

export async function benchList(bench: StackBench): Promise<void> {
  const { config, results, admin, app, seed } = bench;
  const section = 'list';
  const rlsBySize = new Map<number, Summary>();
  const httpBySize = new Map<number, Summary>();
  for (const size of config.listSizes) {
    const staff = seed.targets.get(size)!;
    await app.signInAs(staff.email, staff.password);
    const fetchPage = async () => {
      const page = await app.listGuests.fetchGuestPage(staff.hotelId, { page: 1 });
      if (page.rows.length !== 10) throw new Error(`list @${size}: got ${page.rows.length} rows`);
    };
    const fetchPageAndCount = async () => {
      const [, total] = await Promise.all([fetchPage(), app.listGuests.fetchGuestCount(staff.hotelId, {})]);
      const expected = Math.min(size, app.listGuests.LIST_COUNT_CAP);
      if (total.count !== expected) throw new Error(`list @${size}: counted ${total.count}`);
    };
    const sql = await captureSql('"guests"', fetchPage);
    const http = await repeat(config.reps, fetchPageAndCount, 2);
    const rls = await repeat(config.reps, () => databaseTime(admin, sql, 'rls'), 2);
    const owner = await repeat(config.reps, () => databaseTime(admin, sql, 'owner'), 2);
    const at = sizeLabel(size);
    const dbRow = results.add({
      section,
      name: `page DB time, staff (RLS) @${at}`,
      unit: 'ms',
      value: rls,
      baseline: { name: 'owner, no RLS', value: owner },
    });
    dbRow.goal = { text: 'RLS/owner ≤ 1.5', met: dbRow.ratio! <= 1.5 };
    const httpRow = results.add({
      section,
      name: `page + capped count via /rest/v1 (app calls) @${at}`,
      unit: 'ms',
      value: http,
      baseline: { name: 'owner DB time', value: owner },
    });
    if (size === Math.max(...config.listSizes)) httpRow.goal = { text: 'p95 ≤ 30 ms', met: http.p95 <= 30 };
    rlsBySize.set(size, rls);
    httpBySize.set(size, http);
    bench.log(
      `list @${at}: HTTP p50 ${http.p50.toFixed(1)} ms, DB RLS ${rls.p50.toFixed(2)} ms, owner ${owner.p50.toFixed(2)} ms`,
    );
  }
  const small = Math.min(...config.listSizes);
  const large = Math.max(...config.listSizes);
  if (small === large) return;
  for (const [label, bySize] of [
    ['DB time (RLS)', rlsBySize],
    ['HTTP', httpBySize],
  ] as const) {
    const row = results.add({
      section,
      name: `scaling t(${sizeLabel(large)})/t(${sizeLabel(small)}), ${label}`,
      unit: 'ms',
      value: bySize.get(large)!,
      baseline: { name: `@${sizeLabel(small)}`, value: bySize.get(small)! },
    });
    row.goal = { text: 'ratio ≤ 2', met: row.ratio! <= 2 };
  }
}
