/**
 * The `/rest/v1` service: a PostgREST v14 stand-in for what postgrest-js 2.119 emits
 * (docs/local-stack.md#rest). Routes are relative to the prefix. Each request is authenticated from its
 * Bearer JWT, checked against the schema cache, and run as ONE transaction in the caller's role, so
 * Row Level Security is Postgres's own.
 */
import { Hono, type Context } from 'hono';
import type { StackContext } from '../context.ts';
import { RoleNotAllowedError } from '../db/as-role.ts';
import { SchemaCache } from './catalog.ts';
import { PgrstError, toPgrstError } from './errors.ts';
import { exposedSchemas } from './exposed-schemas.ts';
import { handleMutation } from './handle-mutation.ts';
import { handleRead } from './handle-read.ts';
import { handleRpc } from './handle-rpc.ts';
import { listenForReloads } from './notify-listener.ts';
import { openApiRoot } from './openapi.ts';
import { readRequest, txOutcome, type RestRequest } from './request.ts';

export { stopRestListeners } from './notify-listener.ts';

/** Errors raised from the schema cache's view of the database (a stale cache can cause them). */
const STALE_CACHE_CODES = new Set(['42703', 'PGRST200', 'PGRST204']);

/** Builds the Hono app mounted at `/rest/v1` by the stack's server. */
export function createRestApp(ctx: StackContext): Hono {
  const schemas = exposedSchemas(ctx.rootDir);
  const cache = new SchemaCache(ctx.adminPool, schemas);
  listenForReloads(ctx.databaseUrl, { config: () => cache.config.reload(), schema: () => cache.invalidate() });
  // PostgREST loads its schema cache when it starts, not on the first request: warm it in the
  // background so the app's first read does not wait for the catalog queries (docs/local-stack.md#start-up).
  // A failure here is not fatal: the first request loads the cache again and reports the error.
  cache.get().catch(() => undefined);
  const app = new Hono();

  const serve =
    (path: (c: Context) => string, handler: (req: RestRequest, c: Context) => Promise<Response>) =>
    async (c: Context) => {
      let req: RestRequest | undefined;
      try {
        req = await readRequest(ctx, c, await cache.applyConfiguredSchemas(), path(c));
        try {
          return await withTxApplied(await handler(req, c), req, cache);
        } catch (error) {
          // A column/relationship the cache does not know may come from a migration applied since the
          // last load: reload once (rate-limited) and retry, as PostgREST does after a schema reload.
          if (!(error instanceof PgrstError) || !STALE_CACHE_CODES.has(error.code) || !(await cache.reload()))
            throw error;
          return await withTxApplied(await handler(req, c), req, cache);
        }
      } catch (error) {
        return errorResponse(error, req?.authed ?? false);
      }
    };

  app.get(
    '/',
    serve(
      () => '/',
      (req) => openApiRoot(ctx, cache, req),
    ),
  );
  app.on(
    ['GET', 'HEAD', 'POST'],
    '/rpc/:fn',
    serve(
      (c) => `/rpc/${c.req.param('fn')}`,
      (req, c) => handleRpc(ctx, cache, req, c.req.param('fn')!),
    ),
  );
  app.on(
    ['GET', 'HEAD'],
    '/:table',
    serve(
      (c) => `/${c.req.param('table')}`,
      (req, c) => handleRead(ctx, cache, req, c.req.param('table')!),
    ),
  );
  app.on(
    ['POST', 'PATCH', 'DELETE'],
    '/:table',
    serve(
      (c) => `/${c.req.param('table')}`,
      (req, c) => handleMutation(ctx, cache, req, c.req.param('table')!),
    ),
  );
  app.on(['PUT'], '/:table', () =>
    errorResponse(
      new PgrstError(
        405,
        'PGRST117',
        'Unsupported HTTP method: PUT',
        'PUT upserts are not supported by the local stack',
      ),
      false,
    ),
  );
  // Registered last, so it only answers what no route above took: `<prefix>/` (the root with a
  // trailing slash, which postgrest-js and curl users send) or an invalid path.
  app.all('*', async (c) => {
    const base = c.req.routePath.replace(/\/?\*$/, '');
    if (c.req.method === 'GET' && c.req.path === `${base}/`)
      return serve(
        () => '/',
        (req) => openApiRoot(ctx, cache, req),
      )(c);
    return errorResponse(new PgrstError(404, 'PGRST125', 'Invalid path specified in request URL'), false);
  });
  return app;
}

/** Adds `tx=…` to `Preference-Applied` when `db-tx-end` let the request's `Prefer: tx` decide. */
async function withTxApplied(response: Response, req: RestRequest, cache: SchemaCache): Promise<Response> {
  const { applied } = await txOutcome(cache, req);
  if (!applied) return response;
  const before = response.headers.get('Preference-Applied');
  response.headers.set('Preference-Applied', before ? `${before}, ${applied}` : applied);
  return response;
}

/** PostgREST's error response: JSON body, `Proxy-Status`, and `WWW-Authenticate` on 401s. */
export function errorResponse(error: unknown, authed: boolean): Response {
  const pgrst =
    error instanceof RoleNotAllowedError
      ? new PgrstError(401, '22023', error.message, null, null, { 'WWW-Authenticate': 'Bearer' })
      : toPgrstError(error, authed);
  if (pgrst.status >= 500 && !(error instanceof PgrstError)) console.error('[rest]', error);
  return new Response(JSON.stringify(pgrst.toJSON()), {
    status: pgrst.status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Proxy-Status': `PostgREST; error=${pgrst.code}`,
      ...pgrst.headers,
    },
  });
}
