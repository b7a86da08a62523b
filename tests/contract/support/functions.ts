/**
 * Helpers for the edge function contract tests (tests/contract/functions.test.ts, owned by the edge
 * functions work): invoking a function the way the SPA does and reading its `{data}` / `{error}`.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { adminPg } from './clients.ts';

export interface FunctionAnswer {
  status: number;
  /** `data` of a 2xx answer. */
  data: any;
  /** `error` of a non-2xx answer: `{code, message}` (or the raw body when it is not ours). */
  error: { code: string; message: string } | null;
}

/**
 * `supabase.functions.invoke(fn, {body, ...options})`, unwrapped: 2xx gives `data.data`; a
 * FunctionsHttpError gives the status and our `{error}` from `error.context` (the Response).
 */
export async function callFunction(
  client: SupabaseClient,
  fn: string,
  body: unknown,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; headers?: Record<string, string> } = {},
): Promise<FunctionAnswer> {
  const { data, error, response } = await client.functions.invoke(fn, { body: body as never, ...options });
  if (!error) return { status: response?.status ?? 200, data: data?.data, error: null };
  const context = (error as { context?: unknown }).context;
  if (!(context instanceof Response)) throw error;
  const text = await context.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text (e.g. the runtime's "Function not found")
  }
  const ours = (parsed as { error?: { code: string; message: string } })?.error;
  return { status: context.status, data: null, error: ours ?? { code: 'raw', message: text } };
}

/** Rows in `table` (optionally `where` with parameters), counted as the superuser. */
export async function countRows(table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await adminPg().query(`select count(*)::int as n from ${table} where ${where}`, params);
  return rows[0].n;
}

/** The id of the seeded hotel called `name`. */
export async function hotelIdOf(name: string): Promise<string> {
  const { rows } = await adminPg().query('select id from public.hotels where name = $1', [name]);
  if (!rows[0]) throw new Error(`no hotel named ${name}`);
  return rows[0].id;
}

/** A 1×1 PNG, the smallest real image the passports bucket accepts. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** Uploads a passport image as `client` to `<hotelId>/<epoch ms>_passport.png`; returns the object name. */
export async function uploadPassport(client: SupabaseClient, hotelId: string): Promise<string> {
  const name = `${hotelId}/${Date.now()}_${Math.floor(Math.random() * 1e6)}_passport.png`;
  const { error } = await client.storage.from('passports').upload(name, PNG, { contentType: 'image/png' });
  if (error) throw new Error(`upload failed: ${error.message}`);
  return name;
}

/** A valid add-guest body for `hotelId` with a fresh idempotency key; `guest` overrides fields. */
export function guestBody(hotelId: string, guest: Record<string, unknown> = {}) {
  return {
    hotelId,
    idempotencyKey: crypto.randomUUID(),
    guest: {
      firstName: 'Ana',
      lastName: 'Silva',
      passportNumber: 'P1234567',
      nationality: 'PRT',
      travelAgentName: 'Blue Sky Travel',
      email: 'ana.silva@example.com',
      phone: '+351 21 555 0100',
      checkIn: '2026-11-20',
      checkOut: '2026-11-23',
      room: '12B',
      chauffeurName: 'Rui',
      chauffeurContact: '+351 912 000 000',
      attachments: [] as string[],
      ...guest,
    },
  };
}
