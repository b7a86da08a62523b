/**
 * Helpers for the edge function contract tests (tests/contract/functions-*.test.ts): invoking a function the way the SPA does and reading its `{data}` / `{error}`.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, expect } from 'vitest';
import type { FuzzCase } from '@shared/testing/fuzz-cases.ts';
import { SEED, adminPg, signedInAdmin, signedInClient } from './clients.ts';
export { ANY_STRING } from './rest.ts';

/** A guest row as `add-guest` answers it (snake_case columns). */
export interface GuestRow {
  id: string;
  [column: string]: unknown;
}
/** `add-guest`'s `data`. */
export interface AddGuestData {
  guest: GuestRow;
}
/** `admin-users` `create`'s `data`. */
export interface CreatedUserData {
  user: { uid: string; email: string; hotelId: string };
}
/** `admin-users` `list`'s `data`. */
export interface UserListData {
  users: { uid: string; email: string; hotelId: string | null; hotelName: string | null }[];
}
/** `create-hotel-account`'s `data`. */
export interface HotelAccountData {
  hotel: { id: string; name: string };
  user: { uid: string; email: string };
}

export interface FunctionAnswer<T> {
  status: number;
  /** `data` of a 2xx answer; null otherwise (tests assert the status first). */
  data: T;
  /** `error` of a non-2xx answer: `{code, message}` (or the raw body when it is not ours). */
  error: { code: string; message: string } | null;
}

/** The `{error}` of a parsed body, when it has our shape. */
function ourError(body: unknown): { code: string; message: string } | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  return typeof error === 'object' && error !== null ? (error as { code: string; message: string }) : undefined;
}

/** True for a fetch Response from any realm or fetch implementation. */
function isResponse(value: unknown): value is Response {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Response).status === 'number' &&
    typeof (value as Response).text === 'function'
  );
}

/**
 * `supabase.functions.invoke(fn, {body, ...options})`, unwrapped: 2xx gives `data.data` typed as
 * `T`; a FunctionsHttpError gives the status and our `{error}` from `error.context` (the Response).
 */
export async function callFunction<T = unknown>(
  client: SupabaseClient,
  fn: string,
  body: unknown,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; headers?: Record<string, string> } = {},
): Promise<FunctionAnswer<T>> {
  const result = await client.functions.invoke<{ data: T }>(fn, { body: body as never, ...options });
  // supabase-js types a failure's `error` as any.
  const failure: unknown = result.error;
  if (!failure) return { status: result.response?.status ?? 200, data: result.data!.data, error: null };
  const context = (failure as { context?: unknown }).context;
  // Duck-typed: with every file in one worker (isolate: false), the global Response class is not
  // always the one supabase-js's fetch built the answer with, and `instanceof Response` failed.
  if (!isResponse(context))
    throw failure instanceof Error ? failure : new Error('functions.invoke failed without a Response');
  const text = await context.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text (e.g. the runtime's "Function not found")
  }
  return { status: context.status, data: null as T, error: ourError(parsed) ?? { code: 'raw', message: text } };
}

/** Rows in `table` (optionally `where` with parameters), counted as the superuser. */
export async function countRows(table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await adminPg().query<{ n: number }>(
    `select count(*)::int as n from ${table} where ${where}`,
    params,
  );
  return rows[0].n;
}

/** The id of the seeded hotel called `name`. */
export async function hotelIdOf(name: string): Promise<string> {
  const { rows } = await adminPg().query<{ id: string }>('select id from public.hotels where name = $1', [name]);
  if (!rows[0]) throw new Error(`no hotel named ${name}`);
  return rows[0].id;
}

/** The seeded demo, lodge and admin logins signed in, and the two hotels' ids. */
export async function signInSeed() {
  const [demo, lodge, admin] = await Promise.all([
    signedInClient(SEED.demo.email, SEED.demo.password),
    signedInClient(SEED.lodge.email, SEED.lodge.password),
    signedInAdmin(),
  ]);
  const [demoHotel, lodgeHotel] = await Promise.all([hotelIdOf(SEED.demo.hotelName), hotelIdOf(SEED.lodge.hotelName)]);
  return { demo, lodge, admin, demoHotel, lodgeHotel };
}

export type Seed = Awaited<ReturnType<typeof signInSeed>>;

/**
 * The signed-in seed for a test file: call at the top level; the returned object is filled in
 * before the file's first test (`seed.demo`, `seed.demoHotel`, …).
 */
export function useSeed(): Seed {
  const seed = {} as Seed;
  beforeAll(async () => {
    Object.assign(seed, await signInSeed());
  });
  return seed;
}

/** Sends every case; each must be a 400 naming its field, and the listed tables must not change. */
export async function expectAllRefused(client: SupabaseClient, fn: string, cases: FuzzCase[], tables: string[]) {
  const before = await Promise.all(tables.map((table) => countRows(table)));
  for (const { name, field, body } of cases) {
    const { status, error } = await callFunction(client, fn, body);
    expect(status, name).toBe(400);
    expect(error?.message, name).toContain(field);
  }
  expect(await Promise.all(tables.map((table) => countRows(table)))).toEqual(before);
}

/** A 1×1 PNG, the smallest real image the passports bucket accepts. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/**
 * A new hotel named `name` (made as the superuser) with one staff user the admin creates through
 * admin-users, for tests that end with the admin deleting the hotel.
 * @returns the hotel id, the staff user's email and a client signed in as them
 */
export async function hotelWithStaff(admin: SupabaseClient, name: string) {
  const { rows } = await adminPg().query<{ id: string }>(`insert into public.hotels (name) values ($1) returning id`, [
    name,
  ]);
  const hotelId = rows[0].id;
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.com`;
  const created = await callFunction(admin, 'admin-users', {
    action: 'create',
    email,
    password: 'hotel-pass',
    hotelId,
  });
  expect(created.status).toBe(200);
  return { hotelId, email, staff: await signedInClient(email, 'hotel-pass') };
}

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
