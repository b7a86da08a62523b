/**
 * `GET /rest/v1/` — a minimal OpenAPI 2.0 description (PostgREST serves a full one from the schema
 * cache; clients of this app only need the table list and column names). As PostgREST's default
 * `openapi-mode = follow-privileges`, a caller sees only the tables and views its role holds a
 * privilege on (https://docs.postgrest.org/en/stable/references/configuration.html#openapi-mode).
 */
import type { StackContext } from '../context.ts';
import type { SchemaCache } from './catalog.ts';
import { runAs, type RestRequest } from './request.ts';
import { CONTENT_TYPES, negotiateMedia } from './respond.ts';

/** The root document for the request's schema (tables, columns with their types, functions). */
export async function openApiRoot(ctx: StackContext, cache: SchemaCache, req: RestRequest): Promise<Response> {
  negotiateMedia(req.c.req.header('accept'), true);
  const loaded = await cache.get();
  const visible = await privilegedRelations(ctx, cache, req);
  const paths: Record<string, object> = { '/': {} };
  const definitions: Record<string, object> = {};
  for (const relation of loaded.relations.values()) {
    if (relation.schema !== req.schema || !visible.has(relation.name)) continue;
    paths[`/${relation.name}`] = { get: {}, post: {}, patch: {}, delete: {} };
    const properties = Object.fromEntries([...relation.columns.values()].map((c) => [c.name, { format: c.type }]));
    definitions[relation.name] = { type: 'object', properties };
  }
  for (const [key, routines] of loaded.routines) {
    if (routines[0].schema === req.schema) paths[`/rpc/${key.slice(req.schema.length + 1)}`] = { post: {} };
  }
  const document = {
    swagger: '2.0',
    info: { title: 'PostgREST API (local stack)', version: '14' },
    basePath: '/',
    paths,
    definitions,
  };
  return new Response(JSON.stringify(document), { headers: { 'Content-Type': CONTENT_TYPES.openapi } });
}

/** Names of the request schema's relations the caller's role may select, insert, update or delete (table or column grants). */
async function privilegedRelations(ctx: StackContext, cache: SchemaCache, req: RestRequest): Promise<Set<string>> {
  const rows = await runAs(ctx, cache, req, async (client) => {
    const result = await client.query<{ name: string }>(
      `select c.relname as name from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
          and (pg_catalog.has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE')
            or pg_catalog.has_any_column_privilege(c.oid, 'SELECT, INSERT, UPDATE'))`,
      [req.schema],
    );
    return result.rows;
  });
  return new Set(rows.map((r) => r.name));
}
