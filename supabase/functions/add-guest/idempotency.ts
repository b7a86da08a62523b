/**
 * Binds an idempotency key to its payload (docs/product.md#server-calls): the fingerprint is the SHA-256
 * of the request's hotel and guest in a canonical JSON form (object keys sorted), stored with the
 * guest; a later call with the same key must carry the same fingerprint.
 */
import { HttpError } from '../_shared/errors.ts';

/** JSON with object keys sorted at every level, so equal payloads give equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * @param payload the parsed `{hotelId, guest}` of an add-guest call
 * @returns 64 lower-case hex characters (SHA-256)
 */
export async function payloadFingerprint(payload: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical(payload)));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Refuses the reuse of a key for a different payload. Guests stored before fingerprints existed
 * (`stored` null) are accepted as the key's answer.
 * @throws HttpError 409 aborted when the fingerprints differ
 */
export function assertSamePayload(stored: string | null | undefined, fingerprint: string): void {
  if (stored && stored !== fingerprint) {
    throw new HttpError(
      'aborted',
      'This idempotency key was already used for a different guest. Start a new registration to add another guest.',
    );
  }
}
