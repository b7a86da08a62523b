/**
 * Request authentication as PostgREST does it (pgrst `Auth.hs`, `Auth/Jwt.hs`; docs/local-stack.md#rest):
 * the Bearer JWT of `Authorization` decides the role (`role` claim, `anon` without a token).
 * The `apikey` header is ignored by PostgREST; when `Authorization` is absent we apply the local
 * gateway's rewrite (Kong maps `apikey` to `Authorization`) so the app works unmounted too.
 * Failures are 401 PGRST301 (undecodable/forged) or PGRST303 (claims, e.g. "JWT expired").
 */
import { errors as joseErrors } from 'jose';
import type { StackContext } from '../context.ts';
import type { Claims } from '../keys.ts';
import { PgrstError } from './errors.ts';

const invalidToken = (code: string, message: string, details: string | null = null) =>
  new PgrstError(401, code, message, details, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });

/**
 * @param authorization the `Authorization` header, if any
 * @param apikey the `apikey` header, used only when `Authorization` is absent (gateway behaviour)
 * @returns verified claims with `role` set (anon when no token), as PostgREST puts in `request.jwt.claims`
 * @throws PgrstError 401 PGRST301/PGRST303
 */
export async function authenticate(
  ctx: StackContext,
  authorization: string | undefined,
  apikey: string | undefined,
): Promise<Claims> {
  const header = authorization ?? (apikey && apikey.split('.').length === 3 ? `Bearer ${apikey}` : undefined);
  if (header === undefined) return { role: 'anon' };
  const match = /^bearer\s*(.*)$/i.exec(header.trim());
  if (!match) return { role: 'anon' };
  const token = match[1].trim();
  if (!token) throw invalidToken('PGRST301', 'Empty JWT is sent in Authorization header');
  const parts = token.split('.').length;
  if (parts !== 3) throw invalidToken('PGRST301', `Expected 3 parts in JWT; got ${parts}`);
  let claims: Claims;
  try {
    claims = await ctx.keys.verifyJwt(token);
  } catch (error) {
    throw jwtError(error);
  }
  return { ...claims, role: typeof claims.role === 'string' ? claims.role : 'anon' };
}

function jwtError(error: unknown): PgrstError {
  if (error instanceof joseErrors.JWTExpired) return invalidToken('PGRST303', 'JWT expired');
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    const message =
      error.claim === 'nbf'
        ? 'JWT not yet valid'
        : error.claim === 'iat'
          ? 'JWT issued at future'
          : 'Parsing claims failed';
    return invalidToken('PGRST303', message);
  }
  if (error instanceof joseErrors.JOSEAlgNotAllowed || error instanceof joseErrors.JOSENotSupported) {
    return invalidToken('PGRST301', 'Wrong or unsupported encoding algorithm', (error as Error).message);
  }
  if (error instanceof joseErrors.JWKSNoMatchingKey)
    return invalidToken('PGRST301', 'No suitable key or wrong key type', 'None of the keys was able to decode the JWT');
  if (error instanceof joseErrors.JWSSignatureVerificationFailed)
    return invalidToken('PGRST301', 'JWT cryptographic operation failed');
  return invalidToken('PGRST301', "JWT couldn't be decoded");
}
