/**
 * `GET /rest/v1/` — a minimal OpenAPI 2.0 description (PostgREST serves a full one from the schema
 * cache; clients of this app only need the table list and column names).
 */
import type { SchemaCache } from './catalog.ts';
import type { RestRequest } from './request.ts';
import { CONTENT_TYPES, negotiateMedia } from './respond.ts';

/** The root document for the request's schema (tables, columns with their types, functions). */
export async function openApiRoot(cache: SchemaCache, req: RestRequest): Promise<Response> {
  negotiateMedia(req.c.req.header('accept'), true);
  const loaded = await cache.get();
  const paths: Record<string, object> = { '/': {} };
  const definitions: Record<string, object> = {};
  for (const relation of loaded.relations.values()) {
    if (relation.schema !== req.schema) continue;
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
