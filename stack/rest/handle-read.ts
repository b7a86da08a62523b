/**
 * `GET`/`HEAD /<table>`: one statement that filters, orders, pages, embeds and (optionally) counts,
 * aggregated to JSON text in Postgres (pgrst `Query/Statements.hs` read statement).
 */
import type { StackContext } from '../context.ts';
import type { SchemaCache } from './catalog.ts';
import { exactCountExpr, estimatedCount } from './counting.ts';
import { DEFAULT_MAX_ROWS } from './db-config.ts';
import { explain, parsePlanAccept } from './explain.ts';
import { PgrstError, notSingular, tableNotFound } from './errors.ts';
import { pathOptions, parseQueryParams, type QueryParams } from './query-params.ts';
import { buildReadPlan } from './read-plan.ts';
import { renderRead } from './read-sql.ts';
import { runAs, type RestRequest } from './request.ts';
import { CONTENT_TYPES, bodySql, isSingular, negotiateMedia, rangeNotSatisfiable, rangeResult } from './respond.ts';
import { qualified, SqlParams } from './sql.ts';

/** PostgREST's `db-max-rows` as `supabase start` configures it (cli `PGRST_DB_MAX_ROWS`). */
export const MAX_ROWS = DEFAULT_MAX_ROWS;

/**
 * What every table request starts from: the media type the client accepts, the table's relation
 * and the parsed query string.
 * @throws PgrstError PGRST205 unknown table, PGRST100 bad parameters
 */
export async function tableRequest(cache: SchemaCache, req: RestRequest, table: string) {
  const media = negotiateMedia(req.c.req.header('accept'));
  const relation = await cache.relation(req.schema, table);
  if (!relation) throw tableNotFound(req.schema, table);
  return { media, relation, params: parseQueryParams(req.search) };
}

/**
 * Serves a read of `table` in the request's schema.
 * @throws PgrstError PGRST205 unknown table, PGRST100 bad parameters, 406 PGRST116 for `.single()` misses
 */
export async function handleRead(
  ctx: StackContext,
  cache: SchemaCache,
  req: RestRequest,
  table: string,
): Promise<Response> {
  const config = await cache.config.get();
  const planRequest = config.planEnabled ? parsePlanAccept(req.c.req.header('accept')) : undefined;
  if (planRequest) return explainRead(ctx, cache, req, table, planRequest);
  const { media, relation, params } = await tableRequest(cache, req, table);
  applyRangeHeader(params, req.c.req.header('range'));
  const plan = await buildReadPlan(cache, relation, params, { aggregatesEnabled: config.aggregatesEnabled });
  const source = qualified(relation.schema, relation.name);
  const offset = plan.options.offset ?? 0;
  const maxRows = config.maxRows;

  const result = await runAs(ctx, cache, req, async (client) => {
    const sql = new SqlParams();
    const main = renderRead(plan, sql, { source, maxRows });
    const totalExpr = exactCountExpr(req.prefs, plan, source, sql);
    const { rows } = await client.query<{ total: string | null; page_total: number; body: string }>(
      `select ${totalExpr}::bigint::text as total, pg_catalog.count(*)::int as page_total, ${bodySql(media, 'pgrst_t')} as body from (${main}) as pgrst_t`,
      sql.values,
    );
    const total =
      rows[0].total === null ? await estimatedCount(client, req.prefs, plan, source, maxRows) : Number(rows[0].total);
    return { pageTotal: rows[0].page_total, total, body: rows[0].body };
  });

  const { status, contentRange } = rangeResult(offset, result.pageTotal, result.total);
  if (status === 416) throw rangeNotSatisfiable(offset, result.total ?? 0);
  if (isSingular(media) && result.pageTotal !== 1) throw notSingular(result.pageTotal);
  const headers: Record<string, string> = { 'Content-Type': CONTENT_TYPES[media], 'Content-Range': contentRange };
  if (req.profileNegotiated) headers['Content-Profile'] = req.schema;
  if (req.prefs.count) headers['Preference-Applied'] = `count=${req.prefs.count}`;
  return new Response(req.method === 'HEAD' ? null : result.body, { status, headers });
}

/** `explain()`: the plan of the statement the read would run (no rows are returned). */
async function explainRead(
  ctx: StackContext,
  cache: SchemaCache,
  req: RestRequest,
  table: string,
  planRequest: NonNullable<ReturnType<typeof parsePlanAccept>>,
): Promise<Response> {
  const config = await cache.config.get();
  const relation = await cache.relation(req.schema, table);
  if (!relation) throw tableNotFound(req.schema, table);
  const params = parseQueryParams(req.search);
  const plan = await buildReadPlan(cache, relation, params, { aggregatesEnabled: config.aggregatesEnabled });
  const source = qualified(relation.schema, relation.name);
  const { contentType, body } = await runAs(ctx, cache, req, (client) => {
    const sql = new SqlParams();
    const main = renderRead(plan, sql, { source, maxRows: config.maxRows });
    const statement = `select ${exactCountExpr(req.prefs, plan, source, sql)}::bigint::text as total, coalesce(json_agg(pgrst_t), '[]')::text as body from (${main}) as pgrst_t`;
    return explain(client, planRequest, statement, sql.values);
  });
  return new Response(req.method === 'HEAD' ? null : body, { status: 200, headers: { 'Content-Type': contentType } });
}

/**
 * `Range: 0-9` (+ `Range-Unit: items`) sets the root's offset/limit when the query string has none
 * (pgrst `RangeQuery.hs` intersects both; postgrest-js never sends the header).
 * @throws PgrstError 416 PGRST103 when the lower bound is above the upper one
 */
function applyRangeHeader(params: QueryParams, header: string | undefined): void {
  const match = header ? /^(?:items=)?(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return;
  const lower = Number(match[1]);
  const upper = match[2] === '' ? undefined : Number(match[2]);
  if (upper !== undefined && lower > upper) {
    throw new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  const root = pathOptions(params, '');
  if (root.offset !== undefined || root.limit !== undefined) return; // limit/offset parameters win
  root.offset = lower;
  if (upper !== undefined) root.limit = upper - lower + 1;
}
