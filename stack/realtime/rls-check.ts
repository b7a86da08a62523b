/**
 * Realtime's per-subscriber RLS probe (walrus `apply_rls`): for each claim set, switch `role` and
 * `request.jwt.claims` (only these two, as Realtime does) and ask whether the row with this primary
 * key is visible: `select exists(select 1 from <table> where <pk> = <value>)` — against the current
 * table state, like Realtime's prepared statement.
 *
 * All claim sets of one change are probed in one read-only transaction on one `authenticator`
 * connection, sent as a single multi-statement round trip (values as escaped literals, since the
 * simple query protocol has no parameters). If any probe fails, each claim set is retried alone
 * through `withRole`, so one failing policy cannot hide rows from the others.
 */
import pg from 'pg';
import { withRole } from '../db/as-role.ts';
import type { Claims } from '../keys.ts';
import { API_ROLES, type ApiRole, type TableInfo } from './catalog.ts';

/**
 * @param image the row's new image (column → Postgres text), providing the key values
 * @returns one boolean per claim set, in order; false for roles the API may not assume
 */
export async function probeVisibility(
  apiPool: pg.Pool,
  info: TableInfo,
  image: Record<string, string | null>,
  claimSets: Claims[],
): Promise<boolean[]> {
  if (!claimSets.length) return [];
  const keyValues = info.primaryKey.map((k) => image[k] ?? null);
  if (keyValues.some((v) => v === null)) return claimSets.map(() => false);
  const where = info.primaryKey.map((k, i) => `${pg.escapeIdentifier(k)} = ${pg.escapeLiteral(keyValues[i]!)}`).join(' and ');
  const probe = `select exists(select 1 from ${info.qualified} where ${where}) as visible`;
  const allowed = claimSets.map((claims) => API_ROLES.includes(claims.role as ApiRole));

  const statements = [
    'begin isolation level read committed read only',
    `select set_config('search_path', 'public, extensions', true)`,
  ];
  claimSets.forEach((claims, i) => {
    if (!allowed[i]) return;
    statements.push(
      `select set_config('role', ${pg.escapeLiteral(claims.role as string)}, true), ` +
        `set_config('request.jwt.claims', ${pg.escapeLiteral(JSON.stringify(claims))}, true)`,
      probe,
    );
  });
  statements.push('rollback');

  const client = await apiPool.connect();
  try {
    const results = (await client.query(statements.join(';\n'))) as unknown as pg.QueryResult[];
    const visible = results.filter((r) => r.fields?.length === 1 && r.fields[0]!.name === 'visible').map((r) => r.rows[0]?.visible === true);
    let next = 0;
    return allowed.map((ok) => (ok ? visible[next++]! : false));
  } catch {
    await client.query('rollback').catch(() => undefined);
    return Promise.all(claimSets.map((claims, i) => (allowed[i] ? probeOne(apiPool, probe, claims) : false)));
  } finally {
    client.release();
  }
}

async function probeOne(apiPool: pg.Pool, probe: string, claims: Claims): Promise<boolean> {
  try {
    return await withRole(apiPool, { claims, method: 'GET', path: '/realtime' }, async (client) => {
      const { rows } = await client.query(probe);
      return rows[0]?.visible === true;
    });
  } catch {
    return false;
  }
}
