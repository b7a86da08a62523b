/**
 * Captures the SQL the local stack's REST service runs for one request (it runs in this process,
 * on the `pg` module shared with us), so the same statement can be replayed on a direct connection:
 * once as the request's role with its JWT claims (RLS on) and once as the table owner (RLS off),
 * each under EXPLAIN ANALYZE for the database's own planning + execution time.
 */
import pg from 'pg';

export interface CapturedSql {
  /** The request's `set_config(search_path, role, request.jwt.claims, …)` call. */
  context: { text: string; values: unknown[] } | null;
  /** Statements that read the table, in order. */
  statements: { text: string; values: unknown[] }[];
}

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
let recording: { text: string; values: unknown[] }[] | null = null;
let installed = false;

/** Wraps pg.Client#query once to record statements while a capture is running. */
function install(): void {
  if (installed) return;
  installed = true;
  // Read without binding: the wrapper calls it with the client as `this`.
  const original = Reflect.get(pg.Client.prototype, 'query') as QueryFn;
  (pg.Client.prototype as unknown as { query: QueryFn }).query = function (this: pg.Client, ...args: unknown[]) {
    if (recording) {
      const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown];
      const text = typeof config === 'string' ? config : config?.text;
      const params = Array.isArray(values) ? values : typeof config === 'object' ? (config?.values ?? []) : [];
      if (text) recording.push({ text, values: params });
    }
    return original.apply(this, args);
  };
}

/**
 * Runs `request` and returns the SQL the stack ran for it on `table` (e.g. `"public"."guests"`).
 * @throws Error when no statement on the table was seen (e.g. the request failed before SQL)
 */
export async function captureSql(table: string, request: () => Promise<unknown>): Promise<CapturedSql> {
  install();
  const seen: { text: string; values: unknown[] }[] = [];
  recording = seen;
  try {
    await request();
  } finally {
    recording = null;
  }
  const context = seen.find((q) => q.text.includes(`set_config('request.jwt.claims'`)) ?? null;
  const statements = seen.filter((q) => q.text.includes(table) && !q.text.startsWith('explain'));
  if (!statements.length) throw new Error(`no SQL on ${table} was captured`);
  return { context, statements };
}

/**
 * Planning + execution time (ms) of the captured statements, from EXPLAIN (ANALYZE, TIMING OFF).
 * @param mode `rls`: the request's role and claims (as the stack set them); `owner`: the superuser
 *   that owns the table, for whom RLS does not apply
 * @param rewrite optional change to each statement (e.g. point it at a copy of the table)
 */
export async function databaseTime(
  admin: pg.Pool,
  sql: CapturedSql,
  mode: 'rls' | 'owner',
  rewrite = (text: string) => text,
): Promise<number> {
  const client = await admin.connect();
  try {
    await client.query('begin');
    // Bounds the bench, like the API roles' statement_timeout bounds a request.
    await client.query(`set local statement_timeout = '30s'`);
    if (mode === 'rls' && sql.context) await client.query(sql.context.text, sql.context.values);
    else if (sql.context) await setOwnerContext(client, sql.context);
    let total = 0;
    for (const statement of sql.statements) {
      const { rows } = await client.query<{ 'QUERY PLAN': { 'Planning Time': number; 'Execution Time': number }[] }>(
        `explain (analyze, timing off, format json) ${rewrite(statement.text)}`,
        statement.values,
      );
      const plan = rows[0]['QUERY PLAN'][0];
      total += plan['Planning Time'] + plan['Execution Time'];
    }
    return total;
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/**
 * The owner runs as the superuser (no RLS) with the request's search_path and claims: table queries
 * ignore the claims, while a security definer RPC (search_guests) still needs them to find the hotel.
 * `context.values` follow withRole's set_config order: search_path, role, request.jwt.claims, …
 */
async function setOwnerContext(client: pg.PoolClient, context: { values: unknown[] }): Promise<void> {
  await client.query(`select set_config('search_path', $1, true), set_config('request.jwt.claims', $2, true)`, [
    context.values[0],
    context.values[2],
  ]);
}

/** Runs the captured statements for real (no EXPLAIN) and returns the last one's rows, to check them. */
export async function replayRows(
  admin: pg.Pool,
  sql: CapturedSql,
  mode: 'rls' | 'owner',
  rewrite = (text: string) => text,
): Promise<Record<string, unknown>[]> {
  const client = await admin.connect();
  try {
    await client.query('begin');
    if (mode === 'rls' && sql.context) await client.query(sql.context.text, sql.context.values);
    let rows: Record<string, unknown>[] = [];
    for (const statement of sql.statements)
      rows = (await client.query<Record<string, unknown>>(rewrite(statement.text), statement.values)).rows;
    return rows;
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}
