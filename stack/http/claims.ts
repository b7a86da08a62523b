/**
 * Bearer token verification shared by the services: reads `Authorization: Bearer <jwt>` (after the
 * gateway rewrite) and verifies it with the stack's keys (HS256 secret or ES256 JWKS, 30 s leeway).
 * Services map `BearerError` to their own error shapes.
 */
import type { Context } from 'hono';
import { errors as joseErrors } from 'jose';
import type { StackContext } from '../context.ts';
import type { Claims } from '../keys.ts';

/** `missing`: no Bearer token; `expired`: valid signature, past `exp`; `invalid`: malformed or forged. */
export class BearerError extends Error {
  constructor(
    readonly kind: 'missing' | 'invalid' | 'expired',
    message: string,
  ) {
    super(message);
  }
}

/** The raw token of `Authorization: Bearer <token>` (scheme case-insensitive), or null. */
export function bearerToken(c: Context): string | null {
  const match = /^bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  return match ? match[1] : null;
}

/**
 * Verifies a token string.
 * @throws BearerError('invalid' | 'expired')
 */
export async function verifyToken(ctx: StackContext, token: string): Promise<Claims> {
  try {
    return await ctx.keys.verifyJwt(token);
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new BearerError('expired', 'JWT expired');
    throw new BearerError('invalid', `invalid JWT: ${(error as Error).message}`);
  }
}

/**
 * Claims of the request's Bearer token.
 * @throws BearerError('missing') without a token, ('invalid' | 'expired') when it does not verify
 */
export async function requireClaims(c: Context, ctx: StackContext): Promise<Claims> {
  const token = bearerToken(c);
  if (!token) throw new BearerError('missing', 'This endpoint requires a valid Bearer token');
  return verifyToken(ctx, token);
}

/**
 * Claims of the request's Bearer token, or null when there is none (callers then act as `anon`).
 * @throws BearerError('invalid' | 'expired') when a token is present but does not verify
 */
export async function optionalClaims(c: Context, ctx: StackContext): Promise<Claims | null> {
  const token = bearerToken(c);
  return token ? verifyToken(ctx, token) : null;
}
