/**
 * One fake of `@/lib/supabase` for component tests. A test file mocks the module with
 *
 *   vi.mock('@/lib/supabase', () => import('@/test/fake-supabase').then((m) => m.mockSupabase()));
 *
 * and arranges answers and asserts calls through `fakeSupabase` (reset before every test by
 * src/test/setup.ts). Query chains (`from`, `schema(...).from`, `rpc`) are recorded call by call
 * and, when awaited, answer `fakeSupabase.respond(table, calls)`; auth, functions and storage
 * calls are plain `vi.fn()`s. The real database is covered by the contract and e2e tests.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { vi } from 'vitest';

export type Call = [method: string, ...args: unknown[]];

/**
 * A chainable stand-in for a supabase-js query builder: every call is recorded in `calls`, and
 * awaiting the chain yields `result(calls)`.
 */
export function fakeQuery(result: (calls: Call[]) => unknown) {
  const calls: Call[] = [];
  const chain: unknown = new Proxy(() => undefined, {
    get(_, prop) {
      if (prop === 'then') {
        return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
          Promise.resolve()
            .then(() => result(calls))
            .then(resolve, reject);
      }
      return (...args: unknown[]) => {
        calls.push([String(prop), ...args]);
        return chain;
      };
    },
  });
  return { chain, calls };
}

type InvokeAnswer = { data: unknown; error: unknown };

/**
 * A fake `supabase.functions.invoke`: `passport-url` answers like the edge function
 * (`{data: {urls: [{object, signedUrl: 'https://signed/<object>', expiresIn: 120}]}}`); other
 * functions answer through `others(name, body)` (default: `{data: {data: null}}`).
 */
export function fakeInvoke(
  others?: (name: string, body: Record<string, unknown>) => InvokeAnswer | Promise<InvokeAnswer>,
) {
  return async (name: string, options: { body: Record<string, unknown> }): Promise<InvokeAnswer> => {
    if (name === 'passport-url') {
      const objects = (options.body.objects as string[] | undefined) ?? [];
      const urls = objects.map((o) => ({ object: o, signedUrl: `https://signed/${o}`, expiresIn: 120 }));
      return { data: { data: { urls } }, error: null };
    }
    return others ? others(name, options.body) : { data: { data: null }, error: null };
  };
}

/** A recorded query: `table` is `hotels`, `reporting.stays` (through `schema`) or `rpc:<name>`. */
export interface RecordedQuery {
  table: string;
  calls: Call[];
}

const queries: RecordedQuery[] = [];
const record = (table: string, first: Call[] = []) => {
  const { chain, calls } = fakeQuery((c) => fakeSupabase.respond(table, c));
  calls.push(...first);
  queries.push({ table, calls });
  return chain;
};

/** The fake client: the parts of supabase-js the SPA calls. */
export const fakeSupabase = {
  /** What an awaited query on `table` answers; default `{data: [], error: null}`. */
  respond: vi.fn<(table: string, calls: Call[]) => unknown>(),
  /** Every query the code under test built, in order. */
  queries,
  from: vi.fn((table: string) => record(table)),
  schema: vi.fn((schema: string) => ({ from: (table: string) => record(`${schema}.${table}`) })),
  rpc: vi.fn((name: string, args?: unknown) => record(`rpc:${name}`, [['rpc', args]])),
  auth: {
    signInWithPassword: vi.fn(),
    signOut: vi.fn(),
    resetPasswordForEmail: vi.fn(),
    updateUser: vi.fn(),
    getSession: vi.fn(),
    refreshSession: vi.fn(),
    onAuthStateChange: vi.fn(),
    mfa: {
      listFactors: vi.fn(),
      enroll: vi.fn(),
      challengeAndVerify: vi.fn(),
      unenroll: vi.fn(),
    },
  },
  functions: { invoke: vi.fn() },
  storage: { from: vi.fn() },
};

/** The arguments of every `method` call on queries of `table`, e.g. `callsOf('hotels', 'insert')`. */
export function callsOf(table: string, method: string): unknown[][] {
  return queries
    .filter((q) => q.table === table)
    .flatMap((q) => q.calls.filter(([name]) => name === method).map(([, ...args]) => args));
}

/** Forgets recorded queries and answers; restores the defaults (called before each test). */
export function resetFakeSupabase(): void {
  queries.length = 0;
  vi.mocked(fakeSupabase.respond).mockReset().mockReturnValue({ data: [], error: null });
  const { mfa, ...auth } = fakeSupabase.auth;
  for (const fn of [
    ...Object.values(auth),
    ...Object.values(mfa),
    fakeSupabase.functions.invoke,
    fakeSupabase.storage.from,
  ]) {
    fn.mockReset();
  }
  mfa.listFactors.mockResolvedValue({ data: { all: [], totp: [], phone: [], webauthn: [] }, error: null });
  auth.refreshSession.mockResolvedValue({ data: { session: null }, error: null });
  fakeSupabase.from.mockClear();
  fakeSupabase.schema.mockClear();
  fakeSupabase.rpc.mockClear();
  fakeSupabase.auth.signOut.mockResolvedValue({ error: null });
  fakeSupabase.auth.getSession.mockResolvedValue({ data: { session: null }, error: null });
  fakeSupabase.auth.onAuthStateChange.mockReturnValue({ data: { subscription: { unsubscribe: vi.fn() } } });
}

/** The module `vi.mock('@/lib/supabase', ...)` returns: `{ supabase: fakeSupabase }`. */
export function mockSupabase() {
  return { supabase: fakeSupabase };
}

/**
 * A query answer factory for `supabase.from.mockImplementation`: every query's calls are pushed onto
 * `log` and it answers `answer` (e.g. `{ data: null, error: null }`).
 */
export function recordingQueries(log: unknown[][], answer: unknown) {
  return () =>
    fakeQuery((calls) => {
      log.push(calls);
      return answer;
    }).chain;
}

/** What `functions.invoke` resolves to when the function answers HTTP `status` with the JSON `body`. */
export function functionRefusal(status: number, body: unknown): InvokeAnswer {
  const response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  return { data: null, error: new FunctionsHttpError(response) };
}
