/**
 * Errors as our edge functions answer them: HTTP status + `{error: {code, message}}`, with the
 * status ↔ code mapping of the spec's backend clients (docs/product.md#messages, "Status mapping").
 */
import type { z } from 'zod';

/** HTTP status of each error code (docs/product.md#server-calls). */
export const STATUS_OF = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'resource-exhausted': 429,
  internal: 500,
  unavailable: 503,
  'deadline-exceeded': 504,
} as const;
export type ErrorCode = keyof typeof STATUS_OF;

/** An error meant for the caller: thrown anywhere in a handler, answered by `serveFunction`. */
export class HttpError extends Error {
  readonly status: number;
  /**
   * @param code the spec's error code; the status follows from it
   * @param message shown to the user, so it must not quote personal data
   * @param cause a non-personal hint for the log (e.g. a SQLSTATE), never sent to the caller
   */
  constructor(
    readonly code: ErrorCode,
    message: string,
    cause?: string,
  ) {
    super(message, { cause });
    this.name = 'HttpError';
    this.status = STATUS_OF[code];
  }
}

/** Messages the database raises on purpose and the callers may read (plan limits, architecture). */
const LIMIT_MESSAGES: Record<string, string> = {
  guest_limit_reached: 'Monthly guest limit reached for your plan.',
  user_limit_reached: 'User limit reached for your plan.',
};

/**
 * Hints of the rules the database words for the caller itself (SQLSTATE PT400 → 400, PT409 → 409): stays
 * and police reports (docs/architecture.md#stays), online check-in's uploads (docs/online-check-in.md).
 * Their messages name no person.
 */
const RULE_HINTS = new Set([
  'stay_not_found',
  'report_guests_unknown',
  'already_reported',
  'report_discarded',
  'checkin_upload_limit',
  'arrival_checked_in',
]);

/**
 * Refusals the database words for the user (fixed sentences, no personal data): only the owner may
 * change a data rule (42501, hint owner_only), a held guest is neither deleted nor erased (PT409,
 * hint legal_hold; docs/product.md#data-rules), and a hotel that keeps no passport images takes none
 * online (PT403, docs/online-check-in.md#passport-images).
 */
const WORDED_REFUSALS: Record<string, { sqlstate: string; code: ErrorCode }> = {
  owner_only: { sqlstate: '42501', code: 'permission-denied' },
  legal_hold: { sqlstate: 'PT409', code: 'aborted' },
  passport_images_not_kept: { sqlstate: 'PT403', code: 'permission-denied' },
};

/** The parts of a PostgREST/Storage/Auth error we look at (supabase-js error objects). */
export interface ServiceError {
  code?: string;
  message?: string;
  hint?: string | null;
  status?: number;
}

/**
 * Maps an error from PostgREST (SQLSTATE in `code`) to an HttpError. Plan limits (SQLSTATE PT429,
 * hint guest_limit_reached/user_limit_reached) become 429; the owner-only and legal-hold refusals
 * 403 and 409 with the database's sentence; the stay and report rules (PT400/PT409 with a known hint)
 * 400/409 with the database's message; RLS refusals 403; constraint and data errors 400; anything
 * unexpected 500 without database detail (it may hold personal data).
 */
export function fromDatabaseError(error: ServiceError): HttpError {
  const code = error.code ?? '';
  const worded = WORDED_REFUSALS[error.hint ?? ''];
  if (worded && worded.sqlstate === code && error.message) return new HttpError(worded.code, error.message);
  if (code === 'PT429') {
    const message = LIMIT_MESSAGES[error.hint ?? ''] ?? error.message ?? 'Plan limit reached.';
    return new HttpError('resource-exhausted', message);
  }
  if ((code === 'PT400' || code === 'PT409') && RULE_HINTS.has(error.hint ?? '')) {
    return new HttpError(code === 'PT400' ? 'invalid-argument' : 'aborted', error.message ?? 'Refused by a rule.');
  }
  if (code === '42501') return new HttpError('permission-denied', 'Not allowed for your account.');
  if (code === '23505') return new HttpError('aborted', 'This record already exists.');
  if (code === '23503') return new HttpError('not-found', 'A referenced record does not exist.');
  if (code.startsWith('23') || code.startsWith('22')) {
    return new HttpError('invalid-argument', 'The data does not meet the database rules.');
  }
  if (code === 'PGRST301' || code === 'PGRST303') return new HttpError('unauthenticated', 'Please sign in again.');
  // PostgREST cannot reach the database or load its schema cache (a restart, docs/faults.md): nothing
  // was saved, and the same request will work once it is back.
  if (code === 'PGRST000' || code === 'PGRST001' || code === 'PGRST002') {
    return new HttpError('unavailable', 'The database is not reachable right now. Try again in a moment.', code);
  }
  return new HttpError('internal', 'Internal error.', code || 'unknown');
}

/**
 * Turns zod issues into one 400 whose message names every offending field by its path,
 * e.g. `guest.firstName: Required; idempotencyKey: Must be a UUID`.
 */
export function fromZodError(error: z.ZodError): HttpError {
  const parts = error.issues.slice(0, 5).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : `body: ${issue.message}`;
  });
  return new HttpError('invalid-argument', parts.join('; '));
}
