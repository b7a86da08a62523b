/**
 * `POST|GET|HEAD /rpc/<fn>` (docs/local-stack.md#rest; pgrst `Plan/CallPlan.hs`): named arguments from
 * the JSON body (POST) or the query string (GET), overload resolution, one statement. Set-returning
 * composite results accept select/filters/order/limit like a table; a single composite comes back
 * as an object, a scalar as a bare JSON value, void as 204. GET runs READ ONLY, and so does POST
 * for STABLE/IMMUTABLE functions (a write there fails with 25006 → 405, as in PostgREST).
 */
import type { StackContext } from '../context.ts';
import type { SchemaCache } from './catalog.ts';
import type { RoutineInfo } from './catalog-types.ts';
import { isCallable } from './catalog-routines.ts';
import { exactCountExpr, estimatedCount } from './counting.ts';
import { badBody, notSingular } from './errors.ts';
import { OPERATORS } from './filter-parser.ts';
import { parseQueryParams } from './query-params.ts';
import { MAX_ROWS } from './handle-read.ts';
import { buildReadPlan, type ReadNode } from './read-plan.ts';
import { renderRead } from './read-sql.ts';
import { readBytes, readJson, runAs, type RestRequest } from './request.ts';
import { checkMaxAffected } from './prefer.ts';
import {
  CONTENT_TYPES,
  bodySql,
  isSingular,
  negotiateMedia,
  rangeNotSatisfiable,
  rangeResult,
  type Media,
} from './respond.ts';
import { renderCall, resolveCall, type BodyKind, type CallInput } from './rpc-sql.ts';
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
  const routines = (await cache.routines(req.schema, name)).filter(isCallable);
  const isRead = req.method === 'GET' || req.method === 'HEAD';
  const params = parseQueryParams(req.search, (key, value) => isRead && isGetArgument(key, value));
  const input = isRead ? readCallInput(params.rpcArgs, req.search, routines) : await postCallInput(req);
  const schemaFunctions = [...(await cache.get()).routines.values()]
    .flat()
    .filter((r) => r.schema === req.schema && isCallable(r));
  const call = resolveCall(
    routines,
    req.schema,
    name,
    input,
    schemaFunctions.map((r) => r.name),
  );
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
    const bodyExpr = bodySql(routine.returnsSet ? media : singular(media), 'pgrst_t');
    statement = `select ${exactCountExpr(req.prefs, plan, source, sql)}::bigint::text as total, pg_catalog.count(*)::int as page_total, ${bodyExpr} as body from (${main}) as pgrst_t`;
  } else if (routine.returns === 'scalar' && routine.returnsSet) {
    statement = `select null as total, pg_catalog.count(*)::int as page_total, ${isSingular(media) ? `(json_agg(pgrst_v) -> 0)` : `coalesce(json_agg(pgrst_v), '[]')`}::text as body from (select ${expr} as pgrst_v${from}) as pgrst_s`;
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
    if (isSingular(media) && row.page_total !== 1) throw notSingular(row.page_total);
    checkMaxAffected(req.prefs, row.page_total);
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
  const payload = req.method === 'HEAD' || req.prefs.return === 'minimal' ? null : (result.body ?? 'null');
  return new Response(payload, { status, headers });
}

/** A single composite result is one object whatever array flavour was asked for (nulls stripping kept). */
const singular = (media: Media): Media =>
  media === 'json-stripped' || media === 'object-stripped' ? 'object-stripped' : media === 'csv' ? 'csv' : 'object';

const FILTER_VALUE = new RegExp(`^(not\\.)?(${Object.keys(OPERATORS).join('|')})(\\([a-z_0-9]*\\))?\\.`);

/**
 * On GET/HEAD, a parameter is a function argument unless it is reserved (`order`, `limit`, `or`, ...,
 * or an embed path with a dot) or its value reads as a filter (`op.value`), as PostgREST splits them.
 */
function isGetArgument(key: string, value: string): boolean {
  if (key.includes('.') || ['order', 'limit', 'offset', 'or', 'and'].includes(key)) return false;
  return !FILTER_VALUE.test(value);
}

/**
 * GET/HEAD: query-string arguments (strings; Postgres converts them to the parameter types). A
 * variadic parameter takes every repetition of its key (`?v=1&v=2`) as one array.
 */
function readCallInput(args: Record<string, unknown>, search: URLSearchParams, routines: RoutineInfo[]): CallInput {
  for (const arg of routines.flatMap((r) => r.args)) {
    if (arg.variadic && arg.name in args) args[arg.name] = search.getAll(arg.name);
  }
  return { args, kind: 'json', isPost: false, singleObject: false };
}

/** The `Content-Type`s whose raw body goes to a single unnamed parameter (pgrst `MediaType.hs`). */
const RAW_KINDS: Record<string, BodyKind> = {
  'text/plain': 'text',
  'text/xml': 'xml',
  'application/octet-stream': 'bytea',
};

/**
 * POST: a JSON object of named arguments, or a raw text/xml/bytea body.
 * @throws PgrstError PGRST102 for a JSON body that is not an object
 */
async function postCallInput(req: RestRequest): Promise<CallInput> {
  const contentType = (req.c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const kind = RAW_KINDS[contentType];
  const singleObject = !!req.prefs.singleObject;
  if (kind) {
    const bytes = await readBytes(req);
    return {
      args: {},
      kind,
      isPost: true,
      singleObject,
      raw: kind === 'bytea' ? bytes : new TextDecoder().decode(bytes),
    };
  }
  const body = await readJson(req, {});
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badBody('Empty or invalid json');
  return { args: body as Record<string, unknown>, kind: 'json', isPost: true, singleObject };
}
