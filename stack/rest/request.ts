/**
 * What every REST request needs before it touches data: the caller's claims, the schema chosen by
 * `Accept-Profile`/`Content-Profile` (pgrst `ApiRequest.hs`), the `Prefer` header, the body, and a
 * way to run SQL in ONE transaction as the caller's role (`withRole`, docs/local-stack.md#rest).
 */
import type { Context } from 'hono';
import type pg from 'pg';
import type { StackContext } from '../context.ts';
import { requestHeaders, withRole } from '../db/as-role.ts';
import type { Claims } from '../keys.ts';
import { authenticate } from './auth.ts';
import type { SchemaCache } from './catalog.ts';
import { endsInRollback } from './db-config.ts';
import { PgrstError } from './errors.ts';
import { parsePrefer, type Preferences } from './prefer.ts';
import { ident } from './sql.ts';

/** Largest request body accepted (bulk inserts included); larger ones get 413. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

export interface RestRequest {
  c: Context;
  method: string;
  schema: string;
  /** True when the schema came from a profile header (PostgREST then echoes `Content-Profile`). */
  profileNegotiated: boolean;
  claims: Claims;
  /** Role is not anon: 42501 answers 403 instead of 401. */
  authed: boolean;
  prefs: Preferences;
  search: URLSearchParams;
  /** Path after the prefix, for `request.path` (e.g. `/guests`). */
  path: string;
}

/**
 * @param schemas exposed schemas, the first is the default
 * @throws PgrstError 401 for bad tokens, 406 PGRST106 for an unexposed schema
 */
export async function readRequest(
  ctx: StackContext,
  c: Context,
  schemas: string[],
  path: string,
): Promise<RestRequest> {
  const method = c.req.method.toUpperCase();
  const claims = await authenticate(ctx, c.req.header('authorization'), c.req.header('apikey'));
  const profile =
    method === 'GET' || method === 'HEAD' ? c.req.header('accept-profile') : c.req.header('content-profile');
  const schema = profile ?? schemas[0];
  if (!schemas.includes(schema)) {
    throw new PgrstError(
      406,
      'PGRST106',
      `Invalid schema: ${schema}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  return {
    c,
    method,
    schema,
    profileNegotiated: profile !== undefined,
    claims,
    authed: claims.role !== 'anon',
    prefs: parsePrefer(c.req.header('prefer')),
    search: new URL(c.req.url).searchParams,
    path,
  };
}

/** Carries a finished request's result out of a transaction that must roll back (`db-tx-end`). */
class RollbackWith<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back by db-tx-end');
  }
}

/**
 * Whether the request's transaction ends in a rollback (`db-tx-end` and an allowed `Prefer: tx=`);
 * when it honours `Prefer: tx`, PostgREST lists it in `Preference-Applied`.
 */
export async function txOutcome(
  cache: SchemaCache,
  req: RestRequest,
): Promise<{ rollback: boolean; applied?: string }> {
  const { txEnd } = await cache.config.get();
  const rollback = endsInRollback(txEnd, req.prefs.tx);
  const applied = req.prefs.tx && txEnd.endsWith('-allow-override') ? `tx=${req.prefs.tx}` : undefined;
  return { rollback, applied };
}

/**
 * Runs `work` in one transaction as the request's role with PostgREST's transaction-local settings,
 * including the role's own `ALTER ROLE ... SET` values (e.g. anon's 3 s statement_timeout). The
 * transaction commits, or rolls back after `work` when `db-tx-end` (or an allowed `Prefer: tx=rollback`) says so.
 */
export async function runAs<T>(
  ctx: StackContext,
  cache: SchemaCache,
  req: RestRequest,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const { rollback } = await txOutcome(cache, req);
  try {
    return await runInRole(ctx, cache, req, async (client) => {
      const result = await work(client);
      if (rollback) throw new RollbackWith(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RollbackWith) return error.result as T;
    throw error;
  }
}

async function runInRole<T>(
  ctx: StackContext,
  cache: SchemaCache,
  req: RestRequest,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const settings = await cache.roleSettings(String(req.claims.role));
  const headers = requestHeaders(req.c.req.raw.headers);
  const searchPath = [...new Set([ident(req.schema), 'public', 'extensions'])].join(', ');
  return withRole(
    ctx.apiPool,
    { claims: req.claims, method: req.method, path: req.path, headers, searchPath },
    async (client) => {
      if (settings.length) {
        const calls = settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ');
        await client.query(`select ${calls}`, settings.flat());
      }
      return work(client);
    },
  );
}

/**
 * Reads the raw body bytes.
 * @throws PgrstError 413 when larger than MAX_BODY_BYTES
 */
export async function readBytes(req: RestRequest): Promise<Uint8Array> {
  const declared = Number(req.c.req.header('content-length') ?? 0);
  const tooLarge = () =>
    new PgrstError(413, 'PGRST413', 'Payload Too Large', `The request body exceeds ${MAX_BODY_BYTES} bytes`);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await req.c.req.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES) throw tooLarge();
  return bytes;
}

/**
 * Reads and parses the JSON body (empty → `emptyValue`).
 * @throws PgrstError 413 when larger than MAX_BODY_BYTES, 400 PGRST102 when not JSON
 */
export async function readJson(req: RestRequest, emptyValue: unknown): Promise<unknown> {
  const text = new TextDecoder().decode(await readBytes(req));
  if (!text.trim()) return emptyValue;
  try {
    return JSON.parse(text);
  } catch {
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
  }
}
