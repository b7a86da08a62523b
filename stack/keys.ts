/**
 * JWT keys of the local stack, the same as `supabase start` uses (docs/local-stack.md#auth):
 * - API keys (anon, service_role) are the CLI's well-known HS256 JWTs signed with the shared secret;
 * - user access tokens are ES256, signed with a key generated on first start and kept in
 *   `<dataDir>/signing-key.json` (never committed), published as a JWKS by /auth/v1/.well-known/jwks.json;
 * - every service verifies both kinds, as Supabase's do.
 * JWT work is done by `jose`; nothing here parses or signs tokens by hand.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  SignJWT,
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  type JWK,
  type JWTPayload,
} from 'jose';

/** The CLI's local JWT secret (cli pkg/config/apikeys.go). */
export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** The CLI's well-known anon key: HS256, payload {iss:"supabase-demo", role:"anon", exp:1983812996}. */
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
/** The CLI's well-known service_role key (BYPASSRLS in Postgres). */
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

const secretKey = new TextEncoder().encode(JWT_SECRET);
/** Clock skew PostgREST tolerates on exp/nbf/iat (docs/local-stack.md#rest). */
const CLOCK_TOLERANCE_S = 30;

/** Claims as verified; `role` is always present for tokens the stack accepts. */
export type Claims = JWTPayload & { role?: string; [claim: string]: unknown };

/** The loaded ES256 signing key and helpers bound to it. */
export interface StackKeys {
  /** JWKS with the public ES256 key, as served by /auth/v1/.well-known/jwks.json. */
  jwks: { keys: JWK[] };
  /** Signs a claim set as an ES256 user access token (header carries the key's kid). */
  signAccessToken(claims: Record<string, unknown>): Promise<string>;
  /**
   * Verifies an HS256 (secret) or ES256 (our JWKS) token, checking exp/nbf with 30 s tolerance.
   * Returns the claims; throws (jose's JOSEError subclasses) when the token is malformed, forged or expired.
   */
  verifyJwt(token: string): Promise<Claims>;
}

/**
 * Loads the ES256 key from `keyFile`, generating and saving it (mode 0600) on first use.
 * @param keyFile absolute path, e.g. `<repo>/.local/signing-key.json`
 */
export async function loadStackKeys(keyFile: string): Promise<StackKeys> {
  let privateJwk: JWK;
  if (existsSync(keyFile)) {
    privateJwk = JSON.parse(readFileSync(keyFile, 'utf8')) as JWK;
  } else {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    privateJwk = { ...(await exportJWK(privateKey)), alg: 'ES256', use: 'sig', kid: crypto.randomUUID() };
    mkdirSync(dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, JSON.stringify(privateJwk), { mode: 0o600 });
  }
  const { d: _private, ...publicJwk } = privateJwk;
  const signingKey = await importJWK(privateJwk, 'ES256');
  const jwks = { keys: [{ ...publicJwk, key_ops: ['verify'] }] };
  const localJwks = createLocalJWKSet(jwks);

  return {
    jwks,
    signAccessToken: (claims) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'ES256', kid: privateJwk.kid!, typ: 'JWT' }).sign(signingKey),
    async verifyJwt(token) {
      const { alg } = decodeProtectedHeader(token);
      const options = { clockTolerance: CLOCK_TOLERANCE_S };
      const { payload } =
        alg === 'HS256'
          ? await jwtVerify(token, secretKey, { ...options, algorithms: ['HS256'] })
          : await jwtVerify(token, localJwks, { ...options, algorithms: ['ES256'] });
      return payload;
    },
  };
}
