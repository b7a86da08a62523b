/**
 * `POST|GET|HEAD /rpc/<fn>` (docs/local-stack.md#rest; pgrst `Plan/CallPlan.hs`): named arguments from
 * the JSON body (POST) or the query string (GET), overload resolution, one statement. Set-returning
 * composite results accept select/filters/order/limit like a table; a single composite comes back
 * as an object, a scalar as a bare JSON value, void as 204. GET runs READ ONLY, and so does POST
 * for STABLE/IMMUTABLE functions (a write there fails with 25006 → 405, as in PostgREST).
 */
import type { StackContext } from '../context.ts';
import type { SchemaCache } from './catalog.ts';
import { exactCountExpr, estimatedCount } from './counting.ts';
import { badBody, notSingular } from './errors.ts';
import { parseQueryParams } from './query-params.ts';
import { MAX_ROWS } from './handle-read.ts';
import { buildReadPlan, type ReadNode } from './read-plan.ts';
import { renderRead } from './read-sql.ts';
import { readJson, runAs, type RestRequest } from './request.ts';
import { CONTENT_TYPES, jsonToCsv, negotiateMedia, rangeNotSatisfiable, rangeResult } from './respond.ts';
import { renderCall, resolveCall } from './rpc-sql.ts';
import { SqlParams } from './sql.ts';

/**
 * Serves `/rpc/<name>` in the request's schema.
 * @throws PgrstError PGRST202/203 for unresolvable calls, PGRST102 for a non-object body
 */
export async function handleRpc(
  ctx: StackContext,
  cache: SchemaCache,
  req: RestRequest,
  name: string,
): Promise<Response> {
  const media = negotiateMedia(req.c.req.header('accept'));
  const routines = await cache.routines(req.schema, name);
  const argNames = new Set(routines.flatMap((r) => r.args.map((a) => a.name)));
  const isRead = req.method === 'GET' || req.method === 'HEAD';
  const params = parseQueryParams(req.search, (key) => isRead && argNames.has(key));
  const body = isRead ? params.rpcArgs : await readJson(req, {});
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badBody('Empty or invalid json');
  const call = resolveCall(routines, req.schema, name, body as Record<string, unknown>, !!req.prefs.singleObject);
  const { routine } = call;

  const sql = new SqlParams();
  const { expr, argsFrom } = renderCall(call, sql);
  const from = argsFrom ? ` from ${argsFrom}` : '';
  let statement: string;
  let plan: ReadNode | undefined;
  let source = '';
  if (routine.returns === 'composite' && routine.result) {
    plan = await buildReadPlan(cache, routine.result, params, await cache.config.get());
    source = argsFrom ? `(select pgrst_call.* from ${argsFrom} cross join lateral ${expr} as pgrst_call)` : expr;
    const main = renderRead(plan, sql, { source, maxRows: routine.returnsSet ? MAX_ROWS : undefined });
    const single = media === 'object' || !routine.returnsSet;
    const bodyExpr = single ? `(json_agg(pgrst_t) -> 0)::text` : `coalesce(json_agg(pgrst_t), '[]')::text`;
    statement = `select ${exactCountExpr(req.prefs, plan, source, sql)}::bigint::text as total, pg_catalog.count(*)::int as page_total, ${bodyExpr} as body from (${main}) as pgrst_t`;
  } else if (routine.returns === 'scalar' && routine.returnsSet) {
    statement = `select null as total, pg_catalog.count(*)::int as page_total, coalesce(json_agg(pgrst_v), '[]')::text as body from (select ${expr} as pgrst_v${from}) as pgrst_s`;
  } else if (routine.returns === 'void') {
    // unused outputs holding volatile calls are kept by the planner, so the call runs
    statement = `select null as total, pg_catalog.count(*)::int as page_total, null::text as body from (select ${expr} as pgrst_v${from}) as pgrst_s`;
  } else {
    statement = `select null as total, 1 as page_total, to_json(${expr})::text as body${from}`;
  }

  const result = await runAs(ctx, cache, req, async (client) => {
    if (!isRead && routine.volatility !== 'v')
      await client.query(`select set_config('transaction_read_only', 'on', true)`);
    const { rows } = await client.query(statement, sql.values);
    const row = rows[0] as { total: string | null; page_total: number; body: string | null };
    if (media === 'object' && row.page_total !== 1) throw notSingular(row.page_total);
    const total =
      row.total !== null
        ? Number(row.total)
        : plan
          ? await estimatedCount(client, req.prefs, plan, source, MAX_ROWS)
          : undefined;
    return { ...row, total };
  });

  if (routine.returns === 'void') return new Response(null, { status: 204, headers: { 'Content-Range': '0-0/*' } });
  const offset = plan?.options.offset ?? 0;
  const { status, contentRange } = rangeResult(offset, result.page_total, result.total);
  if (status === 416) throw rangeNotSatisfiable(offset, result.total ?? 0);
  const headers: Record<string, string> = { 'Content-Type': CONTENT_TYPES[media], 'Content-Range': contentRange };
  if (req.profileNegotiated) headers['Content-Profile'] = req.schema;
  const text = result.body ?? 'null';
  const payload =
    req.method === 'HEAD' || req.prefs.return === 'minimal' ? null : media === 'csv' ? jsonToCsv(text) : text;
  return new Response(payload, { status, headers });
}
