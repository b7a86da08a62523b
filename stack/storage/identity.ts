/**
 * Who is calling Storage: the verified JWT from `Authorization: Bearer …` (or, as the local Kong does when
 * that header is absent, the `apikey` header) — docs/local-stack.md#gateway Role = claim `role` or anon;
 * owner = claim `sub`.
 */
import type { Context } from 'hono';
import type { StackContext } from '../context.ts';
import type { Claims } from '../keys.ts';
import { requestHeaders, type RequestIdentity } from '../db/as-role.ts';
import { errors } from './errors.ts';

export interface Caller {
  claims: Claims;
  /** JWT `sub` (user id) or undefined for API keys. */
  owner?: string;
  /** Identity for `withRole`: claims plus method/path/headers as Storage sets them. */
  identity: RequestIdentity;
}

/** The bearer token a request carries, or undefined. */
export function bearerToken(headers: Headers): string | undefined {
  const authorization = headers.get('authorization');
  const match = authorization?.match(/^Bearer\s+(.+)$/i);
  if (match && !match[1].startsWith('sb_')) return match[1];
  return headers.get('apikey') ?? undefined;
}

/**
 * Verifies the caller's JWT.
 * @throws StorageError AccessDenied (400/"403") when the token is missing ("Invalid Compact JWS"), forged
 *   ("signature verification failed") or expired (`"exp" claim timestamp check failed`), as jose words them.
 */
export function authenticate(ctx: StackContext, c: Context): Promise<Caller> {
  return authenticateRequest(ctx, c.req.raw);
}

/** As `authenticate`, for a plain Fetch `Request` (the tus server's hooks). */
export async function authenticateRequest(ctx: StackContext, request: Request): Promise<Caller> {
  const token = bearerToken(request.headers);
  // Storage verifies whatever follows `Bearer ` with jose, so no token (or not a JWS) reads as jose's message.
  if (!token || token.split('.').length !== 3) throw errors.invalidJwt('Invalid Compact JWS');
  let claims: Claims;
  try {
    claims = await ctx.keys.verifyJwt(token);
  } catch (error) {
    throw errors.invalidJwt(error instanceof Error ? error.message : 'invalid JWT');
  }
  const owner = typeof claims.sub === 'string' ? claims.sub : undefined;
  return {
    claims,
    owner,
    identity: {
      claims,
      method: request.method,
      path: new URL(request.url).pathname.replace(/^\/storage\/v1/, ''),
      headers: requestHeaders(request.headers),
    },
  };
}
