/**
 * Helpers for the REST contract tests (tests/contract/rest-*.test.ts): raw requests for wire details
 * supabase-js hides, and matchers. Guest rows made the way the app does are in rest-guests.ts.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { stackInfo } from './clients.ts';

/** Matchers for `toEqual`/`toMatchObject` patterns (`expect.any` is typed any). */
export const ANY_STRING: unknown = expect.any(String);
export const ANY_NUMBER: unknown = expect.any(Number);

/** A raw request to the REST API (for headers and wire details supabase-js hides). */
export function rest(path: string, init: RequestInit & { token?: string } = {}) {
  const { apiUrl, anonKey } = stackInfo();
  const headers = new Headers(init.headers);
  headers.set('apikey', anonKey);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${init.token ?? anonKey}`);
  return fetch(`${apiUrl}/rest/v1${path}`, { ...init, headers });
}

/** The PostgREST error `code` of a raw response's JSON body. */
export async function errorCode(response: Response): Promise<unknown> {
  const body = (await response.json()) as { code?: unknown };
  return body.code;
}

/** The signed-in client's current access token. */
export async function accessToken(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session!.access_token;
}
