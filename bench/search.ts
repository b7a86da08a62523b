/**
 * Search and date-range filter: the app's `fetchGuestPage` with `q` (its `.or(...)` of
 * ILIKE substrings on first/last name, email, phone, plus the explicit hotel_id) and with a
 * check-in From/To window, as each target hotel's staff; the same SQL replayed as staff (RLS) and
 * as the owner. Then again without the trigram indexes (dropped and recreated from their own
 * definitions, bench database only). Goals: staff DB time ≤ 2.5 × owner, HTTP p95 < 50 ms at the
 * largest size (with the indexes).
 */
import type { StackBench } from './context.ts';
import { sizeLabel } from './list.ts';
import { captureSql, databaseTime, planIndexes } from './sql-capture.ts';
import { repeat, summarize, type Summary } from './stats.ts';

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A common name fragment (1 guest in 20 is a Miller), a rare phone fragment, a one-week window. */
const VARIANTS = [
  { name: 'search "mill" (name)', filters: { q: 'mill' }, trigram: true },
  { name: 'search "0000142" (phone)', filters: { q: '0000142' }, trigram: true },
  { name: 'check-in date range (7 days)', filters: { from: isoDay(-400), to: isoDay(-394) }, trigram: false },
];

export async function benchSearch(bench: StackBench): Promise<void> {
  const { config, results, admin } = bench;
  const largest = Math.max(...config.listSizes);
  for (const size of config.listSizes) {
    for (const variant of VARIANTS) {
      const m = await measure(bench, size, variant.filters, config.reps);
      const at = sizeLabel(size);
      const indexes =
        size === largest
          ? `indexes used: staff ${m.indexes.rls.join(', ') || 'none'}; owner ${m.indexes.owner.join(', ') || 'none'}`
          : '';
      const note = [indexes, m.errors].filter(Boolean).join('; ') || undefined;
      const db = results.add({
        section: 'search',
        name: `${variant.name}, DB staff (RLS) @${at}`,
        unit: 'ms',
        value: m.rls,
        baseline: { name: 'owner, same predicate', value: m.owner },
        note,
      });
      db.goal = { text: 'staff ≤ 2.5 × owner', met: db.ratio! <= 2.5 };
      const http = results.add({
        section: 'search',
        name: `${variant.name}, via /rest/v1 @${at}`,
        unit: 'ms',
        value: m.http,
        baseline: { name: 'owner DB time', value: m.owner },
        ...(m.errors ? { note: m.errors } : {}),
      });
      if (size === largest) http.goal = { text: 'p95 < 50 ms', met: m.http.p95 < 50 };
      bench.log(
        `search ${variant.name} @${at}: HTTP p50 ${m.http.p50.toFixed(1)} ms, DB ${m.rls.p50.toFixed(2)} / owner ${m.owner.p50.toFixed(2)} ms`,
      );
    }
  }

  const { rows: trigram } = await admin.query<{ name: string; def: string }>(
    `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as def from pg_index
     where indrelid = 'public.guests'::regclass and pg_get_indexdef(indexrelid) like '%gin_trgm_ops%'`,
  );
  for (const index of trigram) await admin.query(`drop index ${index.name}`);
  try {
    for (const size of config.listSizes) {
      for (const variant of VARIANTS.filter((v) => v.trigram)) {
        const m = await measure(bench, size, variant.filters, config.slowReps);
        const withIndex = results.find('search', `${variant.name}, DB staff (RLS) @${sizeLabel(size)}`)!;
        const note = m.errors || undefined;
        results.add({
          section: 'search',
          name: `${variant.name}, no trigram index, DB staff @${sizeLabel(size)}`,
          unit: 'ms',
          value: m.rls,
          baseline: { name: 'with index', value: withIndex.value },
          note,
        });
        results.add({
          section: 'search',
          name: `${variant.name}, no trigram index, via /rest/v1 @${sizeLabel(size)}`,
          unit: 'ms',
          value: m.http,
          baseline: { name: 'owner DB time, no index', value: m.owner },
          note,
        });
      }
    }
  } finally {
    for (const index of trigram) await admin.query(index.def);
    await admin.query('analyze public.guests');
  }
}

/** A repeated measurement, or NaNs and the error when a run fails (e.g. statement_timeout). */
async function safely(run: () => Promise<Summary>): Promise<{ value: Summary; error?: string }> {
  try {
    return { value: await run() };
  } catch (error) {
    return { value: summarize([]), error: (error as Error).message };
  }
}

async function measure(
  bench: StackBench,
  size: number,
  filters: { q?: string; from?: string; to?: string },
  reps: number,
) {
  const { app, admin, seed } = bench;
  const staff = seed.targets.get(size)!;
  await app.signInAs(staff.email, staff.password);
  const fetchPage = async () => void (await app.listGuests.fetchGuestPage(staff.hotelId, { page: 1, ...filters }));
  // A request cut off by the API role's statement_timeout still leaves its SQL captured.
  // A text search goes through the search_guests RPC (a security definer function, so its plan
  // shows a Function Scan, not the trigram indexes inside it); date filters query the table.
  const sql = await captureSql(filters.q ? 'search_guests' : '"guests"', () => fetchPage().catch(() => undefined));
  const warmup = reps > 3 ? 2 : 1;
  const http = await safely(() => repeat(reps, fetchPage, warmup));
  const rls = await safely(() => repeat(reps, () => databaseTime(admin, sql, 'rls'), warmup));
  const owner = await safely(() => repeat(reps, () => databaseTime(admin, sql, 'owner'), warmup));
  return {
    indexes: { rls: await planIndexes(admin, sql, 'rls'), owner: await planIndexes(admin, sql, 'owner') },
    http: http.value,
    rls: rls.value,
    owner: owner.value,
    errors: [
      http.error && `HTTP: ${http.error}`,
      rls.error && `DB staff: ${rls.error}`,
      owner.error && `owner: ${owner.error}`,
    ]
      .filter(Boolean)
      .join('; '),
  };
}
