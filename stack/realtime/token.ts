/**
 * Access-token checks as Realtime's channel does them (rt `realtime_channel.ex` `confirm_token`,
 * `ChannelsAuthorization`): the token must verify (HS256 secret or the stack's ES256 JWKS, via
 * `StackKeys.verifyJwt`), carry `role` and an integer `exp`, and not be expired — strictly, with no
 * clock tolerance, so the channel closes when `exp` passes. Messages are Realtime's.
 */
import { decodeJwt, errors as joseErrors } from 'jose';
import type { Claims, StackKeys } from '../keys.ts';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../http/gateway.ts';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../keys.ts';

export type TokenCheck =
  | { ok: true; claims: Claims; exp: number }
  | { ok: false; code: 'InvalidJWTToken' | 'JwtSignatureError' | 'MalformedJWT'; message: string };

/**
 * Verifies a token for a channel.
 * @param token a JWT (`eyJ…`)
 * @returns the claims and `exp` (seconds since epoch), or Realtime's error code and message
 */
export async function checkAccessToken(keys: StackKeys, token: string): Promise<TokenCheck> {
  let unverified: Record<string, unknown>;
  try {
    unverified = decodeJwt(token);
  } catch {
    return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
  }
  const now = Math.floor(Date.now() / 1000);
  let claims: Claims;
  try {
    claims = await keys.verifyJwt(token);
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return expired(now, unverified.exp);
    if (error instanceof joseErrors.JWSSignatureVerificationFailed || error instanceof joseErrors.JWKSNoMatchingKey) {
      return { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
    }
    return { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' };
  }
  if (typeof claims.role !== 'string' || !Number.isInteger(claims.exp)) {
    return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
  }
  if (claims.exp! <= now) return expired(now, claims.exp);
  return { ok: true, claims, exp: claims.exp! };
}

function expired(now: number, exp: unknown): TokenCheck {
  const ago = typeof exp === 'number' ? now - exp : 0;
  return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${ago} seconds ago` };
}

/**
 * The local Kong rewrites the WebSocket's `apikey` query parameter like the Authorization header
 * (docs/local-stack.md#gateway): the opaque secret/publishable keys become the service_role/anon JWTs.
 */
export function gatewayApiKey(apikey: string): string {
  if (apikey === SECRET_KEY) return SERVICE_ROLE_KEY;
  if (apikey === PUBLISHABLE_KEY) return ANON_KEY;
  return apikey;
}
