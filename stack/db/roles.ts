/**
 * Connection strings for the platform's login roles (created by stack/platform/00-roles.sql with the
 * local-only password `postgres`, as `supabase start` has them; docs/local-stack.md#platform-sql).
 */

/** Login roles a local service connects as. */
export type LoginRole =
  'postgres' | 'authenticator' | 'supabase_auth_admin' | 'supabase_storage_admin' | 'supabase_admin';

const LOCAL_PASSWORD = 'postgres';

/**
 * Same server and database as `databaseUrl`, logged in as `role`.
 * @param databaseUrl e.g. `postgresql://postgres:postgres@127.0.0.1:54322/postgres`
 * @param role e.g. `authenticator` (PostgREST/Realtime), `supabase_auth_admin` (GoTrue)
 * @returns e.g. `postgresql://authenticator:postgres@127.0.0.1:54322/postgres`
 */
export function roleUrl(databaseUrl: string, role: LoginRole): string {
  const url = new URL(databaseUrl);
  url.username = role;
  url.password = LOCAL_PASSWORD;
  return url.toString();
}
