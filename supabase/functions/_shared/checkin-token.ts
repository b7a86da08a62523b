/**
 * Online check-in link tokens (docs/online-check-in.md#the-link): 256 random bits from
 * `crypto.getRandomValues`, written as base64url (43 characters) in the link's fragment (`/checkin#t=…`).
 * The database keeps only the SHA-256 of the token's text (`checkin_links.token_sha256`). Runs the same
 * in the browser (the Arrivals page makes the token), in Deno (the edge functions) and in Node (tests).
 */
import { z } from 'zod';

/** Bytes of randomness in a token: 32 (256 bits). */
export const CHECKIN_TOKEN_BYTES = 32;

/** A token as it travels: 43 base64url characters, no padding. */
export const checkinTokenSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Must be a text') })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'Must be the code of a check-in link (43 letters, digits, - or _)');

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A new token: 32 bytes from `crypto.getRandomValues`, base64url-encoded. */
export function newCheckinToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(CHECKIN_TOKEN_BYTES)));
}

/** SHA-256 of the token's UTF-8 text, as lower-case hex (64 characters). */
export async function checkinTokenSha256(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The hash as PostgREST takes a `bytea` value: Postgres's hex form `\x…`. */
export const asByteaHex = (hex: string) => `\\x${hex}`;

/** The link a guest opens: the token in the fragment, so it never reaches a server log. */
export function checkinLinkUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, '')}/checkin#t=${token}`;
}
