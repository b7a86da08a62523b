/**
 * How the SPA reads a failed edge function call (docs/product.md#messages, status mapping;
 * docs/architecture.md#edge-functions). Our functions answer an HTTP status plus
 * `{error: {code, message}}`; answers without that body (the platform's JWT gate answers 401
 * `{msg: 'Invalid JWT'}`, a relay's 502 page) still get the code of their status.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { STATUS_OF, type ErrorCode } from '@shared/errors';

/** The spec's error code of each HTTP status: the inverse of the functions' own map. */
export const CODE_OF_STATUS: Readonly<Record<number, ErrorCode>> = Object.fromEntries(
  Object.entries(STATUS_OF).map(([code, status]) => [status, code as ErrorCode]),
);

/** A failed edge function call, as {@link decodeFunctionError} reads it. */
export class EdgeFunctionError extends Error {
  /**
   * @param code the spec's error code; 'unavailable' when neither body nor status gave one (network)
   * @param message the function's own message when it sent one, else supabase-js's description
   * @param fromFunction true when `message` came from the function's `{error}` body (safe to show)
   */
  constructor(
    readonly code: string,
    message: string,
    readonly fromFunction: boolean,
  ) {
    super(message);
    this.name = 'EdgeFunctionError';
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown };
}

/** The `{error: {code, message}}` body of a response, or an empty object when it has none. */
async function readErrorBody(response: Response): Promise<ErrorBody> {
  const body: unknown = await response.json().catch(() => null);
  return typeof body === 'object' && body !== null ? body : {};
}

/**
 * Turns the `error` of `supabase.functions.invoke` (any supabase-js functions error) into an
 * EdgeFunctionError: code from the body, else from the HTTP status, else 'unavailable'.
 */
export async function decodeFunctionError(error: unknown): Promise<EdgeFunctionError> {
  if (!(error instanceof FunctionsHttpError)) {
    return new EdgeFunctionError('unavailable', error instanceof Error ? error.message : String(error), false);
  }
  const response: unknown = error.context;
  if (!(response instanceof Response)) return new EdgeFunctionError('unavailable', error.message, false);
  const detail = (await readErrorBody(response)).error;
  const code = typeof detail?.code === 'string' ? detail.code : (CODE_OF_STATUS[response.status] ?? 'unavailable');
  return typeof detail?.message === 'string' && detail.message
    ? new EdgeFunctionError(code, detail.message, true)
    : new EdgeFunctionError(code, error.message, false);
}
