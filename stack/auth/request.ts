/**
 * Request plumbing for the auth routes: JSON bodies with GoTrue's bad_json error, Bearer
 * authentication with GoTrue's statuses (gotrue `internal/api/auth.go` requireAuthentication,
 * `maybeLoadUserOrSession`), email validation and redirect_to checks (docs/local-stack.md#auth).
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { BodyError, readJsonBody } from '../http/body.ts';
import { BearerError, requireClaims } from '../http/claims.ts';
import type { Claims } from '../keys.ts';
import type { AuthConfig } from './config.ts';
import { AuthError, authErrors } from './errors.ts';
import type { AuthDeps } from './sessions.ts';
import { type UserRow, findUserById } from './users.ts';

/** Reads a JSON object body; 400 bad_json when malformed, 413 request_too_large when oversized. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const body = await readJsonBody<unknown>(c);
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new BodyError('malformed', 'Could not parse request body as JSON: expected an object');
    return body as Record<string, unknown>;
  } catch (error) {
    if (error instanceof BodyError) {
      throw error.kind === 'too_large'
        ? new AuthError(413, 'request_too_large', error.message)
        : new AuthError(400, 'bad_json', error.message);
    }
    throw error;
  }
}

/** A body field as a trimmed string ('' when absent or not a string). */
export const stringField = (body: Record<string, unknown>, key: string) =>
  typeof body[key] === 'string' ? body[key].trim() : '';

/** Verified claims of the Bearer token, mapped to GoTrue's 401/403 errors. */
export async function bearerClaims(c: Context, deps: AuthDeps): Promise<Claims> {
  try {
    return await requireClaims(c, deps.ctx);
  } catch (error) {
    if (!(error instanceof BearerError)) throw error;
    if (error.kind === 'missing') throw authErrors.noAuthorization();
    throw authErrors.badJwt(
      error.kind === 'expired'
        ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'
        : 'invalid JWT: unable to parse or verify signature, token signature is invalid',
    );
  }
}

/** The signed-in user behind the Bearer token, with its session id (checked to still exist). */
export async function authenticatedUser(
  c: Context,
  deps: AuthDeps,
): Promise<{ user: UserRow; claims: Claims; sessionId: string | null }> {
  const claims = await bearerClaims(c, deps);
  if (typeof claims.sub !== 'string' || !claims.sub) throw authErrors.badJwt('invalid claim: missing sub claim');
  const user = await findUserById(deps.ctx.authPool, claims.sub);
  if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
  if (sessionId) {
    const { rowCount } = await deps.ctx.authPool.query('select 1 from auth.sessions where id = $1', [sessionId]);
    if (!rowCount) throw authErrors.sessionNotFound();
  }
  return { user, claims, sessionId };
}

const emailSchema = z.email();

/** Whether a path parameter is a UUID (GoTrue answers 404 validation_failed for factor/identity ids that are not). */
export const isUuid = (value: string | undefined) => z.guid().safeParse(value).success;

/**
 * Validates and lower-cases an email (gotrue `internal/api/mail.go` validateEmail).
 * @throws 400 validation_failed when empty, 400 email_address_invalid when malformed
 */
export function validEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!email) throw authErrors.validation('An email address is required');
  if (email.length > 255 || !emailSchema.safeParse(email).success)
    throw new AuthError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
  return email;
}

/**
 * GoTrue's redirect_to rule (docs/local-stack.md#auth): a URL on the site URL's origin or listed in
 * `additional_redirect_urls` (a trailing `*`/`**` allows any path below it) is kept, anything else
 * falls back to the site URL.
 */
export function allowedRedirect(config: AuthConfig, requested: string | undefined | null): string {
  if (!requested) return config.siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return config.siteUrl;
  }
  if (url.origin === new URL(config.siteUrl).origin) return requested;
  const allowed = config.additionalRedirectUrls.some((pattern) => {
    const prefix = pattern.replace(/\*+$/, '');
    return pattern.endsWith('*') ? requested.startsWith(prefix) : requested === pattern || requested === `${pattern}/`;
  });
  return allowed ? requested : config.siteUrl;
}
