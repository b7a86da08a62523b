/**
 * `POST` (insert/upsert), `PATCH` (update) and `DELETE /<table>` as one `WITH pgrst_source AS
 * (<mutation> RETURNING ...) SELECT ...` statement (pgrst `Query/Statements.hs`), with PostgREST's
 * status codes, `Content-Range`, `Prefer` handling, `.single()` rollback and pg-safeupdate's
 * refusal of unfiltered UPDATE/DELETE (docs/local-stack.md#rest).
 */
import type { StackContext } from '../context.ts';
import type { SchemaCache } from './catalog.ts';
import type { Relation } from './catalog-types.ts';
import { PgrstError, badBody, columnNotFound, notSingular } from './errors.ts';
import { renderDelete, renderInsert, renderUpdate } from './mutate-sql.ts';
import { appliedPreferences, checkMaxAffected } from './prefer.ts';
import { buildReadPlan } from './read-plan.ts';
import { renderRead, renderWhere } from './read-sql.ts';
import { readJson, runAs, type RestRequest } from './request.ts';
import { CONTENT_TYPES, bodySql, isSingular, type Media } from './respond.ts';
import { tableRequest } from './handle-read.ts';
import { SqlParams } from './sql.ts';

type Row = Record<string, unknown>;

/**
 * Serves POST/PATCH/DELETE on `table`; the whole request is one transaction, undone when `.single()`
 * or `max-affected` is violated.
 * @throws PgrstError PGRST204 unknown payload column, 21000 unfiltered PATCH/DELETE, PGRST102 bad body
 */
export async function handleMutation(
  ctx: StackContext,
  cache: SchemaCache,
  req: RestRequest,
  table: string,
): Promise<Response> {
  const { media, relation, params } = await tableRequest(cache, req, table);
  const plan = await buildReadPlan(cache, relation, params);
  const returnRows = req.prefs.return === 'representation';
  const isInsert = req.method === 'POST';
  const body = req.method === 'DELETE' ? undefined : await readJson(req, undefined);

  const sql = new SqlParams();
  let mutation: string;
  if (isInsert) {
    const rows = toRows(body);
    const columns = checkColumns(relation, params.columns ?? unionOfKeys(rows));
    const onConflict = checkColumns(relation, params.onConflict ?? relation.pk);
    mutation = renderInsert(
      {
        relation,
        rows,
        columns,
        missingDefault: req.prefs.missing === 'default',
        resolution: req.prefs.resolution,
        onConflict,
        returnRows,
      },
      sql,
    );
  } else {
    const where = renderWhere(plan, sql);
    const verb = req.method === 'PATCH' ? 'UPDATE' : 'DELETE';
    if (!where) throw new PgrstError(400, '21000', `${verb} requires a WHERE clause`); // pg-safeupdate, as on Supabase
    if (req.method === 'PATCH') {
      if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badBody('Empty or invalid json');
      const columns = checkColumns(relation, Object.keys(body));
      if (!columns.length) throw badBody('Empty or invalid json');
      mutation = renderUpdate(relation, body as Row, columns, where, returnRows, sql);
    } else {
      mutation = renderDelete(relation, where, returnRows);
    }
  }
  const tracksInserts = isInsert && returnRows && req.prefs.resolution === 'merge-duplicates';
  const selected = returnRows
    ? `, ${bodySql(media, 'pgrst_t')} as body from (${renderRead(plan, sql, { source: 'pgrst_source', skipRootOptions: true })}) as pgrst_t`
    : ', null as body from pgrst_source';
  const inserted = tracksInserts
    ? '(select pg_catalog.count(*) from pgrst_source where pgrst_inserted)::int'
    : 'null::int';
  const statement = `with pgrst_source as (${mutation}) select pg_catalog.count(*)::int as page_total, ${inserted} as inserted${selected}`;

  const result = await runAs(ctx, cache, req, async (client) => {
    const { rows } = await client.query<{ page_total: number }>(statement, sql.values);
    const { page_total: affected } = rows[0];
    if (isSingular(media) && affected !== 1) throw notSingular(affected); // rolls the mutation back
    if (!isInsert) checkMaxAffected(req.prefs, affected); // updates and deletes only, as in PostgREST
    return rows[0] as { page_total: number; inserted: number | null; body: string | null };
  });
  return respond(req, media, result, isInsert);
}

function respond(
  req: RestRequest,
  media: Media,
  result: { page_total: number; inserted: number | null; body: string | null },
  isInsert: boolean,
): Response {
  const count = req.prefs.count ? String(result.page_total) : '*';
  const headers: Record<string, string> = {};
  headers['Content-Range'] =
    req.method === 'PATCH' && result.page_total > 0 ? `0-${result.page_total - 1}/${count}` : `*/${count}`;
  const applied = appliedPreferences(
    req.prefs,
    isInsert ? ['resolution', 'return', 'count', 'missing'] : ['return', 'count'],
  );
  if (applied) headers['Preference-Applied'] = applied;
  if (req.prefs.return !== 'representation') return new Response(null, { status: isInsert ? 201 : 204, headers });
  headers['Content-Type'] = CONTENT_TYPES[media];
  if (req.profileNegotiated) headers['Content-Profile'] = req.schema;
  const status = isInsert ? (result.inserted === 0 ? 200 : 201) : 200;
  return new Response(result.body, { status, headers });
}

/** A POST body as rows: one object or an array of objects. */
function toRows(body: unknown): Row[] {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row)))
    throw badBody('Empty or invalid json');
  return rows as Row[];
}

function unionOfKeys(rows: Row[]): string[] {
  return [...new Set(rows.flatMap((row) => Object.keys(row)))];
}

/** @throws PgrstError PGRST204 for a name the relation does not have */
function checkColumns(relation: Relation, names: string[]): string[] {
  for (const name of names) if (!relation.columns.has(name)) throw columnNotFound(relation.name, name);
  return names;
}
