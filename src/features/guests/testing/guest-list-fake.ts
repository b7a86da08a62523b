/**
 * The fake `@/lib/supabase` of the guest list's tests, shared by its topic files. A test file mocks
 * the module with
 *
 *   vi.mock('@/lib/supabase', () => import('../testing/guest-list-fake').then((m) => m.mockGuestListSupabase()));
 *
 * and calls `resetGuestListFake()` before each test. Table reads and RPCs share one recorded call list
 * per query (an RPC's own arguments are recorded first as `['rpc', name, args]`); `count_guests` answers
 * the count, capped as the database does; the export's `guest_export_bounds` one page of `state.rows`
 * and `guest_export_rows` those rows as values; any other query answers `state.rows` cut to the page's size.
 * Realtime channel bindings and the subscribe callback are kept in `state` so tests can fire them.
 */
import { createElement } from 'react';
import { vi } from 'vitest';
import { fakeInvoke, fakeQuery, type Call } from '@/test/fake-supabase';
import type { Guest } from '../api/guest-columns';
import { guestFixture } from './guest-fixture';
import { valuesOf } from './guest-values';

export const HOTEL = '0b6c1f8e-2f57-4a8e-9a51-3a8f8f0c9d11';

export const state = {
  rows: [] as Guest[],
  count: 0,
  queries: [] as Call[][],
  subscribed: null as null | ((s: string) => void),
  bindings: [] as { filter: unknown; callback: (payload: unknown) => void }[],
  /** The live list's `onAuthStateChange` listener: fire it with a session to simulate a token change. */
  authListener: null as null | ((event: string, session: { access_token: string } | null) => void),
};

const channel = {
  on: (_: string, filter: unknown, callback: (payload: unknown) => void) => {
    state.bindings.push({ filter, callback });
    return channel;
  },
  subscribe: (cb: (s: string) => void) => {
    state.subscribed = cb;
    return channel;
  },
};

export const supabase = {
  from: vi.fn(),
  rpc: vi.fn(),
  channel: vi.fn((_name: string, _options?: unknown) => channel),
  removeChannel: vi.fn(),
  realtime: { setAuth: vi.fn(() => Promise.resolve()) },
  functions: { invoke: vi.fn() },
  auth: {
    onAuthStateChange: vi.fn((listener: NonNullable<typeof state.authListener>) => {
      state.authListener = listener;
      return { data: { subscription: { unsubscribe: vi.fn() } } };
    }),
  },
};

/** The mocked details dialog: it only shows which guest the URL state opened (it has its own tests). */
export function mockDetailsDialogModule() {
  return {
    GuestDetailsDialog: ({ guestId }: { guestId: string }) =>
      createElement('div', { role: 'dialog' }, `Details of ${guestId}`),
  };
}

/** A full first page of 10 guests out of `count`. */
export function pagesOf(count: number): void {
  state.rows = Array.from({ length: 10 }, (_, i) => guest(i));
  state.count = count;
}

/** The module `vi.mock('@/lib/supabase', ...)` returns. */
export function mockGuestListSupabase() {
  return { supabase };
}

/**
 * Guest `i` of this hotel: `First<i> Last<i>`, room 100 + i; odd guests are checked out; guest 0 has
 * one passport image. `over` sets any other column.
 */
export const guest = (i: number, over: Partial<Guest> = {}): Guest =>
  guestFixture({
    id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
    hotel_id: HOTEL,
    first_name: `First${i}`,
    last_name: `Last${i}`,
    email: `g${i}@example.com`,
    phone: '555',
    check_in: '2026-03-07',
    room: String(100 + i),
    checked_out_at: i % 2 ? '2026-03-08T09:00:00Z' : null,
    attachments: i === 0 ? [`${HOTEL}/1_p.jpg`] : [],
    ...over,
  });

const isCount = (q: Call[]) => q[0]?.[0] === 'rpc' && q[0][1] === 'count_guests';
/** The newest query that is not the count (the page, or the export's page). */
export const lastQuery = () => state.queries.findLast((q) => !isCount(q)) ?? [];
/** Every `count_guests` query, oldest first. */
export const countCalls = () => state.queries.filter(isCount);

/** Two guests (one in house), no recorded queries, no realtime bindings; fresh mocks. */
export function resetGuestListFake(): void {
  vi.clearAllMocks();
  supabase.functions.invoke.mockImplementation(fakeInvoke());
  state.queries = [];
  state.bindings = [];
  state.subscribed = null;
  state.authListener = null;
  state.rows = [guest(0), guest(1)];
  state.count = 2;
  const record = (first?: Call) => {
    const q = fakeQuery((calls) => {
      const rpc = calls.find((c) => c[0] === 'rpc') as [string, string, Record<string, number>] | undefined;
      if (rpc?.[1] === 'count_guests') return { data: Math.min(state.count, rpc[2].p_cap + 1), error: null };
      if (rpc?.[1] === 'guest_export_bounds') return { data: { total: state.rows.length, bounds: [] }, error: null };
      if (rpc?.[1] === 'guest_export_rows') return { data: valuesOf(state.rows), error: null };
      const range = calls.find((c) => c[0] === 'range') as [string, number, number] | undefined;
      const size = range ? range[2] - range[1] + 1 : (rpc?.[2].p_limit ?? 10);
      return { data: state.rows.slice(0, size), error: null };
    });
    if (first) q.calls.push(first);
    state.queries.push(q.calls);
    return q.chain;
  };
  supabase.from.mockImplementation(() => record());
  supabase.rpc.mockImplementation((...args: unknown[]) => record(['rpc', ...args] as Call));
}
