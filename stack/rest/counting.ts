/**
 * `Prefer: count=exact|planned|estimated` (pgrst `Query/Statements.hs`, docs "Counting"): exact is
 * `count(*)` over the filtered relation in the same statement; planned reads the planner's row
 * estimate from EXPLAIN; estimated is exact up to `db-max-rows` and planned beyond.
 */
import type pg from 'pg';
import type { Preferences } from './prefer.ts';
import type { ReadNode } from './read-plan.ts';
import { renderRead } from './read-sql.ts';
import { SqlParams } from './sql.ts';

/** Exact count as a scalar sub-select to embed in the main statement, or `null::bigint`. */
export function exactCountExpr(prefs: Preferences, plan: ReadNode, source: string, sql: SqlParams): string {
  if (prefs.count !== 'exact') return 'null::bigint';
  return `(select pg_catalog.count(*) from (${renderRead(plan, sql, { source, countOnly: true })}) as pgrst_c)`;
}

/** The total for planned/estimated counts (extra statements in the same transaction), else undefined. */
export async function estimatedCount(
  client: pg.PoolClient,
  prefs: Preferences,
  plan: ReadNode,
  source: string,
  maxRows: number,
): Promise<number | undefined> {
  if (prefs.count !== 'planned' && prefs.count !== 'estimated') return undefined;
  const sql = new SqlParams();
  const countSql = renderRead(plan, sql, { source, countOnly: true });
  if (prefs.count === 'estimated') {
    const capped = await client.query<{ n: number }>(
      `select pg_catalog.count(*)::int as n from (${countSql} limit ${maxRows + 1}) as pgrst_c`,
      sql.values,
    );
    if (capped.rows[0].n <= maxRows) return capped.rows[0].n;
  }
  const explained = await client.query<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }>(
    `explain (format json) ${countSql}`,
    sql.values,
  );
  return Math.round(explained.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
}
