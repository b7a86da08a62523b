/**
 * The local Kong gateway's Authorization rewrite (docs/local-stack.md#gateway, cli
 * `internal/start/templates/kong.yml`): keep an incoming `Authorization` unless it is missing or
 * carries an opaque `sb_` key; otherwise map the `apikey` header — the CLI's secret key becomes the
 * service_role JWT, the publishable key the anon JWT, any other value is copied verbatim.
 * Like the local Kong it does not validate the apikey.
 */
import type { MiddlewareHandler } from 'hono';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../keys.ts';

/** Opaque keys `supabase status` prints (cli `pkg/config/apikeys.go`). */
export const PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

/**
 * Computes the Authorization value Kong forwards.
 * @returns the header value, or null when neither header is usable
 */
export function gatewayAuthorization(authorization: string | null, apikey: string | null): string | null {
  if (authorization && !authorization.startsWith('Bearer sb_')) return authorization;
  if (apikey === SECRET_KEY) return `Bearer ${SERVICE_ROLE_KEY}`;
  if (apikey === PUBLISHABLE_KEY) return `Bearer ${ANON_KEY}`;
  return apikey;
}

/** Paths Kong routes without the rewrite: browser navigations carrying no apikey. */
const OPEN_PATHS = ['/auth/v1/verify', '/auth/v1/callback', '/auth/v1/authorize'];

/** Hono middleware applying the rewrite in place on the incoming request's headers. */
export const kongAuthorization = (): MiddlewareHandler => async (c, next) => {
  if (!OPEN_PATHS.includes(c.req.path)) {
    const value = gatewayAuthorization(c.req.header('authorization') ?? null, c.req.header('apikey') ?? null);
    if (value && value !== c.req.header('authorization')) c.req.raw.headers.set('authorization', value);
  }
  await next();
};
