/**
 * Runs work the way PostgREST does (docs/local-stack.md#rest): one transaction on an `authenticator`
 * connection, with `role`, `request.jwt.claims`, `request.method`, `request.path` and
 * `request.headers` set transaction-locally by `set_config(..., true)`, so RLS is Postgres's own.
 * Legacy per-claim GUCs are not set (PostgREST >= 12 dropped them).
 */
import type pg from 'pg';
import type { Claims } from '../keys.ts';
import { inTransaction } from './transaction.ts';

export interface RequestIdentity {
  /** Verified JWT claims; `role` decides the Postgres role (anon when absent). */
  claims: Claims | null;
  /** HTTP method, e.g. `GET`; GET/HEAD run in a READ ONLY transaction. */
  method?: string;
  /** Path after the gateway prefix, e.g. `/guests`. */
  path?: string;
  /** Request headers with lower-cased names, `cookie` excluded by the caller. */
  headers?: Record<string, string>;
  /** Extra `search_path` (PostgREST: requested schema + `public, extensions`). */
  searchPath?: string;
}

/**
 * `request.headers` as PostgREST sets it: every header with a lower-cased name, `cookie` excluded.
 * @param headers the incoming request's headers (Fetch `Headers` already lower-case their names)
 */
export function requestHeaders(headers: Headers): Record<string, string> {
  const record: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (name !== 'cookie') record[name] = value;
  });
  return record;
}

/** Roles a token may switch to; anything else is refused before touching Postgres. */
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** Error thrown when a token names a role the API may not assume (PostgREST answers 401 PGRST… ). */
export class RoleNotAllowedError extends Error {}

/**
 * Runs `work` inside one transaction as the identity's role; commits when it resolves, rolls back
 * when it throws (the error is rethrown unchanged, so pg's `code`, `detail`, `hint` survive).
 * @param pool a pool logged in as `authenticator`
 */
export async function withRole<T>(
  pool: pg.Pool,
  identity: RequestIdentity,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const role = typeof identity.claims?.role === 'string' ? identity.claims.role : 'anon';
  if (!API_ROLES.has(role)) throw new RoleNotAllowedError(`role "${role}" does not exist`);
  const claims = { ...(identity.claims ?? {}), role };
  const readOnly = identity.method === 'GET' || identity.method === 'HEAD';
  return inTransaction(
    pool,
    async (client) => {
      await client.query(
        `select set_config('search_path', $1, true), set_config('role', $2, true),
                set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true),
                set_config('request.path', $5, true), set_config('request.headers', $6, true)`,
        [
          identity.searchPath ?? 'public, extensions',
          role,
          JSON.stringify(claims),
          identity.method ?? 'POST',
          identity.path ?? '/',
          JSON.stringify(identity.headers ?? {}),
        ],
      );
      return work(client);
    },
    readOnly ? 'begin isolation level read committed read only' : 'begin',
  );
}
