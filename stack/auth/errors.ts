/**
 * GoTrue's error responses (docs/local-stack.md#auth; gotrue `internal/api/errors.go`): with an
 * `X-Supabase-Api-Version` request header ≥ 2024-01-01 (supabase-js always sends it) the body is
 * `{code: "<error_code>", message}` and the header is echoed, which auth-js needs to read the code;
 * without it the legacy body `{code: <status>, error_code, msg}` plus `x-sb-error-code`.
 */
import type { Context } from 'hono';

export const API_VERSION = '2024-01-01';

/** An error GoTrue would answer with `status` and `code` (an auth-js ErrorCode). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra body fields, e.g. `weak_password: {reasons}`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Common GoTrue errors, messages as GoTrue words them. */
export const authErrors = {
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (message: string) => new AuthError(403, 'bad_jwt', message),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  userNotFound: (status = 404) => new AuthError(status, 'user_not_found', 'User not found'),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  rateLimited: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'),
  weakPassword: (min: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
};

/** Whether the request opted into the 2024-01-01 error format. */
function wantsVersioned(c: Context): boolean {
  const header = c.req.header('x-supabase-api-version');
  return !!header && /^\d{4}-\d{2}-\d{2}$/.test(header) && header >= API_VERSION;
}

/** Serialises an AuthError the way GoTrue does for this request. */
export function authErrorResponse(c: Context, error: AuthError): Response {
  if (wantsVersioned(c)) {
    c.header('X-Supabase-Api-Version', API_VERSION);
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status as 400);
  }
  c.header('x-sb-error-code', error.code);
  return c.json(
    { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    error.status as 400,
  );
}
