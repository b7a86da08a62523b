/**
 * Policy-shape guard: the list page statement on a copy of one target hotel's guests,
 * under the app's policy form and under naive forms, timed in the database as that hotel's staff.
 * The copy (`bench.guests_policy`) exists in the bench database only; the app's table is untouched.
 * A ratio well above 1 for the app's form against the owner means a policy regressed; the naive
 * forms show what the `(select …)` wrapping saves (Supabase docs, "RLS performance
 * recommendations": wrap functions in select so they run once per statement, not per row).
 */
import type { StackBench } from './context.ts';
import { sizeLabel } from './list.ts';
import { captureSql, databaseTime, replayRows } from './sql-capture.ts';
import { repeat } from './stats.ts';

/** Policy USING expressions on the copy; the first is the app's (migration 20261122000500). */
export const POLICY_FORMS: [name: string, using: string][] = [
  ['app: hotel_id = (select private.current_hotel_id())', 'hotel_id = (select private.current_hotel_id())'],
  ['naive: hotel_id = private.current_hotel_id() per row', 'hotel_id = private.current_hotel_id()'],
  [`naive: bare auth.jwt()->>'hotel_id' per row`, `hotel_id = (auth.jwt() ->> 'hotel_id')::uuid`],
  [
    'naive: per-row membership sub-query',
    `exists (select 1 from public.hotel_members as m where m.user_id = auth.uid() and m.hotel_id = guests_policy.hotel_id)`,
  ],
];

export async function benchPolicies(bench: StackBench): Promise<void> {
  const { config, results, admin, app, seed } = bench;
  // The largest list size up to 100k: per-row forms at 1M would take seconds per run.
  const size = Math.max(...config.listSizes.filter((n) => n <= 100_000), Math.min(...config.listSizes));
  const staff = seed.targets.get(size)!;
  await admin.query(`
    create schema if not exists bench;
    drop table if exists bench.guests_policy;
    create table bench.guests_policy (like public.guests including defaults);
    insert into bench.guests_policy select * from public.guests where hotel_id = '${staff.hotelId}';
    create index on bench.guests_policy (hotel_id, registered_at desc);
    alter table bench.guests_policy enable row level security;
    grant usage on schema bench to authenticated;
    grant select on bench.guests_policy to authenticated;`);
  await admin.query('vacuum (analyze) bench.guests_policy');
  await app.signInAs(staff.email, staff.password);
  const sql = await captureSql('"guests"', () => app.listGuests.fetchGuestPage(staff.hotelId, { page: 1 }));
  const onCopy = (text: string) => text.replaceAll('"public"."guests"', '"bench"."guests_policy"');
  const owner = await repeat(config.reps, () => databaseTime(admin, sql, 'owner', onCopy), 2);
  let appForm: Awaited<ReturnType<typeof repeat>> | undefined;
  for (const [name, using] of POLICY_FORMS) {
    await admin.query(`drop policy if exists shape on bench.guests_policy;
      create policy shape on bench.guests_policy for select to authenticated using (${using})`);
    // Each form must still show exactly the hotel's guests, or its time means nothing: counted
    // as the staff member of the captured request (the page itself no longer carries a count).
    const counting = {
      context: sql.context,
      statements: [{ text: 'select count(*) as total from "bench"."guests_policy"', values: [] }],
    };
    const [row] = await replayRows(admin, counting, 'rls');
    if (Number(row?.total) !== size)
      throw new Error(`policy "${name}" let staff see ${String(row?.total)} of ${size} guests`);
    const reps = name.startsWith('app') ? config.reps : config.slowReps * 2;
    const rls = await repeat(reps, () => databaseTime(admin, sql, 'rls', onCopy), 1);
    appForm ??= rls;
    results.add({
      section: 'policy',
      name: `${name} @${sizeLabel(size)}`,
      unit: 'ms',
      value: rls,
      baseline: name.startsWith('app') ? { name: 'owner, no RLS', value: owner } : { name: 'app form', value: appForm },
    });
  }
  await admin.query('drop schema bench cascade');
}
