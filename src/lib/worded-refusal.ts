/**
 * The database's refusals that are written for the user (docs/product.md#data-rules): only the owner
 * may change a data rule (SQLSTATE 42501, hint `owner_only`, e.g. "Only the hotel's owner can lift a
 * legal hold.") and a held guest is not deleted (PT409, hint `legal_hold`). PostgREST passes code,
 * hint and message through; any other error is no such refusal.
 */
const WORDED: Record<string, string> = { owner_only: '42501', legal_hold: 'PT409' };

/** @returns the database's sentence for one of these refusals, else null (the caller keeps its message) */
export function wordedRefusal(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, hint, message } = error as { code?: unknown; hint?: unknown; message?: unknown };
  if (typeof hint !== 'string' || typeof message !== 'string' || !message) return null;
  return WORDED[hint] !== undefined && WORDED[hint] === code ? message : null;
}
