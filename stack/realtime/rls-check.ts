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
 *
 * A commit is written to WAL, hence decoded and streamed, a moment BEFORE the committing backend
 * makes it visible to other sessions; on a loaded machine that moment is long enough for the probe
 * to run first, find no row and silently drop the event. So the probe first waits (same round
 * trip, retried) until the change's transaction is visible in a fresh snapshot.
 */
import pg from 'pg';
import { withRole } from '../db/as-role.ts';
import type { Claims } from '../keys.ts';
import { API_ROLES, type ApiRole, type TableInfo } from './catalog.ts';

/** One statement's result of the probe round trip (`visible` or `committed` rows, or none). */
type ProbeRow = { visible?: boolean; committed?: boolean };
type ProbeResult = pg.QueryResult<ProbeRow>;

/** Longest wait for a decoded transaction to become visible (normally well under a millisecond). */
const COMMIT_VISIBLE_WAIT_MS = 5_000;
const COMMIT_RETRY_MS = 2;

/**
 * @param image the row's new image (column → Postgres text), providing the key values
 * @param options.xid the 32-bit id of the transaction that wrote the image (pgoutput Begin);
 *   without it the probe does not wait for the commit to become visible
 * @param options.log told when a probe fails (the claim set then counts as not allowed)
 * @returns one boolean per claim set, in order; false for roles the API may not assume
 */
export async function probeVisibility(
  apiPool: pg.Pool,
  info: TableInfo,
  image: Record<string, string | null>,
  claimSets: Claims[],
  options: { xid?: number; log?: (message: string) => void } = {},
): Promise<boolean[]> {
  const { xid, log } = options;
  if (!claimSets.length) return [];
  const keyValues = info.primaryKey.map((k) => image[k] ?? null);
  if (keyValues.some((v) => v === null)) return claimSets.map(() => false);
  const where = info.primaryKey
    .map((k, i) => `${pg.escapeIdentifier(k)} = ${pg.escapeLiteral(keyValues[i]!)}`)
    .join(' and ');
  const probe = `select exists(select 1 from ${info.qualified} where ${where}) as visible`;
  const allowed = claimSets.map((claims) => API_ROLES.includes(claims.role as ApiRole));

  const statements = [
    'begin isolation level read committed read only',
    `select set_config('search_path', 'public, extensions', true)`,
  ];
  if (xid) statements.push(committedCheck(xid));
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
    const deadline = Date.now() + COMMIT_VISIBLE_WAIT_MS;
    let results = (await client.query(statements.join(';\n'))) as unknown as ProbeResult[];
    while (xid && !isCommitVisible(results) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, COMMIT_RETRY_MS));
      results = (await client.query(statements.join(';\n'))) as unknown as ProbeResult[];
    }
    const visible = results
      .filter((r) => r.fields?.length === 1 && r.fields[0].name === 'visible')
      .map((r) => r.rows[0]?.visible === true);
    let next = 0;
    return allowed.map((ok) => (ok ? visible[next++] : false));
  } catch (error) {
    log?.(`RLS probe on ${info.qualified} failed, probing each claim set alone: ${(error as Error).message}`);
    await client.query('rollback').catch(() => undefined);
    return Promise.all(
      claimSets.map((claims, i) => (allowed[i] ? probeOne(apiPool, probe, claims, log) : Promise.resolve(false))),
    );
  } finally {
    client.release();
  }
}

/**
 * `committed`: is transaction `xid` visible to a new snapshot? The 32-bit xid is widened to the
 * xid8 of the current epoch from the snapshot's xmax (the xid is older than xmax).
 */
function committedCheck(xid: number): string {
  return `select pg_visible_in_snapshot((x - ((x % 4294967296 - ${xid} + 4294967296) % 4294967296))::text::xid8, s) as committed
    from (select s, pg_snapshot_xmax(s)::text::numeric as x from (select pg_current_snapshot() as s) c) t`;
}

function isCommitVisible(results: ProbeResult[]): boolean {
  const check = results.find((r) => r.fields?.length === 1 && r.fields[0].name === 'committed');
  return check?.rows[0]?.committed === true;
}

async function probeOne(
  apiPool: pg.Pool,
  probe: string,
  claims: Claims,
  log?: (message: string) => void,
): Promise<boolean> {
  try {
    return await withRole(apiPool, { claims, method: 'GET', path: '/realtime' }, async (client) => {
      const { rows } = await client.query<ProbeRow>(probe);
      return rows[0]?.visible === true;
    });
  } catch (error) {
    log?.(`RLS probe for role ${String(claims.role)} failed; event withheld: ${(error as Error).message}`);
    return false;
  }
}
