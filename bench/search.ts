/**
 * Search and date-range filter: the app's `fetchGuestPage` + `fetchGuestCount` with `q` (the
 * guest_page / count_guests RPCs: ILIKE substrings on first/last name, email, phone, page size
 * inside the function) and with a check-in From/To window (the table, explicit hotel_id), as each
 * target hotel's staff; the page's SQL replayed as staff (RLS) and as the owner; the indexes the
 * plan uses (for the RPC, of the function's own SQL). Then again without the trigram indexes
 * (dropped and recreated from their own definitions, bench database only). Goals: staff DB time ≤
 * 2.5 × owner; HTTP p95 at the largest size ≤ 50 ms (common word) or ≤ 30 ms (phone, date range).
 */
import type { StackBench } from './context.ts';
import { sizeLabel } from './list.ts';
import { captureSql, databaseTime } from './sql-capture.ts';
import { repeat, summarize, type Summary } from './stats.ts';

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * A common name fragment (1 guest in 20 is a Miller), a rare phone fragment, a one-week window,
 * each with its goal for the page + count over HTTP at the largest size (p95, ms).
 */
const VARIANTS = [
  { name: 'search "mill" (name)', filters: { q: 'mill' }, trigram: true, goalMs: 50 },
  { name: 'search "0000142" (phone)', filters: { q: '0000142' }, trigram: true, goalMs: 30 },
  {
    name: 'check-in date range (7 days)',
    filters: { from: isoDay(-400), to: isoDay(-394) },
    trigram: false,
    goalMs: 30,
  },
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
        name: `${variant.name}, page + capped count via /rest/v1 @${at}`,
        unit: 'ms',
        value: m.http,
        baseline: { name: 'owner DB time', value: m.owner },
        ...(m.errors ? { note: m.errors } : {}),
      });
      if (size === largest) http.goal = { text: `p95 ≤ ${variant.goalMs} ms`, met: m.http.p95 <= variant.goalMs };
      results.add({
        section: 'search',
        name: `${variant.name}, capped count alone via /rest/v1 @${at}`,
        unit: 'ms',
        value: m.count,
      });
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

/**
 * The indexes the guest_page function's page query uses for these filters: its dynamic SQL (built
 * by private.guest_filter_sql, as the function builds it) explained with the same values.
 */
async function functionPlanIndexes(
  admin: StackBench['admin'],
  hotelId: string,
  filters: { q?: string; from?: string; to?: string },
): Promise<string[]> {
  const client = await admin.connect();
  try {
    // As guest_page: a check-in window alone (at most 10,000 guests in the bench's week) is read
    // whole and sorted; anything else walks or searches in registration order.
    await client.query(`create or replace function pg_temp.bench_guest_page_plan(h uuid, q text, f date, t date)
      returns setof json language plpgsql as $fn$ begin
        if coalesce(q, '') = '' and (f is not null or t is not null) then
          return query execute 'explain (format json) select w.* from (select g.* '
            || private.guest_filter_sql(null, f, t, null) || ' offset 0) as w'
            || ' order by w.registered_at desc, w.id desc limit 10'
          using h, null::text, f, t, null::timestamptz, null::uuid;
          return;
        end if;
        return query execute 'explain (format json) select g.* ' || private.guest_filter_sql(q, f, t, null)
          || ' order by g.registered_at desc, g.id desc limit 10'
        using h, private.guest_search_pattern(q), f, t, null::timestamptz, null::uuid;
      end $fn$`);
    const { rows } = await client.query<{ plan: { Plan: Record<string, unknown> }[] }>(
      'select pg_temp.bench_guest_page_plan($1, $2, $3, $4) as plan',
      [hotelId, filters.q ?? null, filters.from ?? null, filters.to ?? null],
    );
    const found = new Set<string>();
    const walk = (node: Record<string, unknown>) => {
      if (typeof node['Index Name'] === 'string') found.add(node['Index Name']);
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk(rows[0].plan[0].Plan);
    return [...found].sort();
  } finally {
    client.release();
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
  // What the page does: one page and the capped count, at once.
  const fetchPageAndCount = async () =>
    void (await Promise.all([fetchPage(), app.listGuests.fetchGuestCount(staff.hotelId, filters)]));
  // A request cut off by the API role's statement_timeout still leaves its SQL captured.
  // Text and date filters go through the guest_page RPC (a security definer function, so its plan
  // shows a Function Scan; the indexes used inside come from explaining the function's own SQL).
  const sql = await captureSql('guest_page', () => fetchPage().catch(() => undefined));
  const warmup = reps > 3 ? 2 : 1;
  const http = await safely(() => repeat(reps, fetchPageAndCount, warmup));
  const count = await safely(() =>
    repeat(reps, async () => void (await app.listGuests.fetchGuestCount(staff.hotelId, filters)), warmup),
  );
  const rls = await safely(() => repeat(reps, () => databaseTime(admin, sql, 'rls'), warmup));
  const owner = await safely(() => repeat(reps, () => databaseTime(admin, sql, 'owner'), warmup));
  const inside = await functionPlanIndexes(admin, staff.hotelId, filters);
  return {
    indexes: { rls: inside, owner: inside },
    http: http.value,
    count: count.value,
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
