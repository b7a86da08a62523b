import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInvoke, fakeQuery, type Call } from '@/test/fake-supabase';
import { renderWithApp } from '@/test/render';
import type { Guest } from '../api/guest-columns';
import type { GuestListSearch } from '../api/guest-list-search';
import { GuestListPage } from './guest-list-page';
import { guestFixture } from '../testing/guest-fixture';

const HOTEL = '0b6c1f8e-2f57-4a8e-9a51-3a8f8f0c9d11';
const { supabase, state } = vi.hoisted(() => {
  const state = {
    rows: [] as unknown[],
    count: 0,
    queries: [] as unknown[][],
    subscribed: null as null | ((s: string) => void),
    bindings: [] as { filter: unknown; callback: (payload: unknown) => void }[],
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
  return {
    state,
    supabase: {
      from: vi.fn(),
      rpc: vi.fn(),
      channel: vi.fn((_name: string, _options?: unknown) => channel),
      removeChannel: vi.fn(),
      realtime: { setAuth: vi.fn(() => Promise.resolve()) },
      functions: { invoke: vi.fn() },
    },
  };
});
vi.mock('@/lib/supabase', () => ({ supabase }));

const guest = (i: number, over: Partial<Guest> = {}): Guest =>
  guestFixture({
    id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
    hotel_id: HOTEL,
    first_name: `First${i}`,
    last_name: `Last${i}`,
    passport_number: null,
    nationality: null,
    travel_agent_name: null,
    email: `g${i}@example.com`,
    phone: '555',
    check_in: '2026-03-07',
    check_out: null,
    room: String(100 + i),
    chauffeur_name: null,
    chauffeur_contact: null,
    registered_at: '2026-03-07T10:00:00Z',
    checked_out_at: i % 2 ? '2026-03-08T09:00:00Z' : null,
    attachments: i === 0 ? [`${HOTEL}/1_p.jpg`] : [],
    created_from: 'webapp',
    ...over,
  });

/** The newest query that is not the count (the page, or the export's page). */
const isCount = (q: unknown[]) => {
  const [first] = q as Call[];
  return first?.[0] === 'rpc' && first[1] === 'count_guests';
};
const lastQuery = () => state.queries.findLast((q) => !isCount(q)) as Call[];
const countCalls = () => state.queries.filter(isCount) as Call[][];

function Harness({ initial = {}, spy }: { initial?: GuestListSearch; spy?: (s: GuestListSearch) => void }) {
  const [search, setSearch] = useState<GuestListSearch>(initial);
  return (
    <GuestListPage
      hotelId={HOTEL}
      search={search}
      onSearchChange={(s) => {
        spy?.(s);
        setSearch(s);
      }}
    />
  );
}

describe('guest list', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    supabase.functions.invoke.mockImplementation(fakeInvoke());
    state.queries = [];
    state.bindings = [];
    state.subscribed = null;
    state.rows = [guest(0), guest(1)];
    state.count = 2;
    // Table reads and the RPCs share one recorded call list per query (an RPC's own arguments are
    // recorded first as ['rpc', name, args]). count_guests answers the count, capped as the database does.
    const record = (first?: Call) => {
      const q = fakeQuery((calls) => {
        const rpc = calls.find((c) => c[0] === 'rpc') as [string, string, Record<string, number>] | undefined;
        if (rpc?.[1] === 'count_guests') return { data: Math.min(state.count, rpc[2].p_cap + 1), error: null };
        const range = calls.find((c) => c[0] === 'range') as [string, number, number] | undefined;
        const size = range ? range[2] - range[1] + 1 : (rpc?.[2].p_limit ?? 10);
        return { data: state.rows.slice(0, size), error: null };
      });
      if (first) q.calls.push(first);
      state.queries.push(q.calls);
      return q.chain;
    };
    supabase.from.mockImplementation(() => record());
    supabase.rpc.mockImplementation((...args: unknown[]) => record(['rpc', ...args]));
  });

  it('asks Postgres for one page of this hotel, newest first, and a count capped at 10,000', async () => {
    await renderWithApp(<Harness />);
    expect(await screen.findByText('First0')).toBeInTheDocument();
    expect(await screen.findByText('2 guests')).toBeInTheDocument();
    const calls = lastQuery();
    expect(calls).toContainEqual(['select', expect.stringContaining('first_name')]);
    expect(countCalls()[0][0]).toEqual(['rpc', 'count_guests', { p_hotel_id: HOTEL, p_cap: 10000 }]);
    expect(calls).toContainEqual(['eq', 'hotel_id', HOTEL]);
    expect(calls).toContainEqual(['order', 'registered_at', { ascending: false }]);
    expect(calls).toContainEqual(['range', 0, 9]);
  });

  it('shows the spec columns, blue rows for guests not checked out, and thumbnails', async () => {
    await renderWithApp(<Harness />);
    await screen.findByText('First0');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Passport',
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Room',
      'Check-In Date',
      'Check-In Time',
      'Check-Out Date',
      'Check-Out Time',
    ]);
    const inHouse = screen.getByRole('row', { name: /First0 Last0, not checked out/ });
    expect(inHouse).toHaveClass('bg-blue-50');
    expect(screen.getByRole('row', { name: 'Guest First1 Last1' })).not.toHaveClass('bg-blue-50');
    const thumb = await screen.findByRole('img', { name: 'Passport of First0 Last0' });
    expect(thumb).toHaveAttribute('src', `https://signed/${HOTEL}/1_p.jpg`);
    expect(thumb).toHaveAttribute('width', '100');
    // Each thumbnail is signed through passport-url for its own guest, logged as a thumbnail view.
    expect(supabase.functions.invoke).toHaveBeenCalledWith('passport-url', {
      body: { guestId: guest(0).id, context: 'thumbnail', objects: [`${HOTEL}/1_p.jpg`] },
    });
  });

  it("says 'No guests found.' when nothing matches", async () => {
    state.rows = [];
    state.count = 0;
    await renderWithApp(<Harness />);
    expect(await screen.findByText('No guests found.')).toBeInTheDocument();
  });

  it('pages through the database with numbered buttons kept in the URL state', async () => {
    state.rows = Array.from({ length: 10 }, (_, i) => guest(i));
    state.count = 25;
    const spy = vi.fn();
    await renderWithApp(<Harness spy={spy} />);
    await screen.findByText('First0');
    expect(screen.getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(spy).toHaveBeenLastCalledWith({ page: 3 });
    await waitFor(() => expect(lastQuery()).toContainEqual(['range', 20, 29]));
    expect(countCalls()).toHaveLength(1); // paging does not count again
  });

  it("past the cap shows '10,000+ guests', numbers the known pages and offers Next", async () => {
    state.rows = Array.from({ length: 10 }, (_, i) => guest(i));
    state.count = 250_000;
    const spy = vi.fn();
    await renderWithApp(<Harness initial={{ page: 1000 }} spy={spy} />);
    expect(await screen.findByText('10,000+ guests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1000' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(spy).toHaveBeenLastCalledWith({ page: 1001 });
    expect(await screen.findByRole('button', { name: 'Page 1001' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by check-in dates (inclusive) and searches, back on page 1', async () => {
    const spy = vi.fn();
    await renderWithApp(<Harness initial={{ page: 2 }} spy={spy} />);
    await screen.findByText('First0');
    await userEvent.type(screen.getByPlaceholderText('Search by name, email, or phone'), 'o,(x');
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith({ from: undefined, to: undefined, q: 'o,(x', page: undefined }),
    );
    // Search text goes to the guest_page RPC as it was typed (escaping is the database's job); the
    // page's size and offset travel into the database so a common term stops at the page's end.
    await waitFor(() =>
      expect(lastQuery()).toContainEqual([
        'rpc',
        'guest_page',
        { p_hotel_id: HOTEL, p_search: 'o,(x', p_from: undefined, p_to: undefined, p_limit: 10, p_offset: 0 },
      ]),
    );
    expect(countCalls().at(-1)?.[0]).toEqual([
      'rpc',
      'count_guests',
      { p_hotel_id: HOTEL, p_search: 'o,(x', p_from: undefined, p_to: undefined, p_cap: 100 },
    ]);
    const from = screen.getByLabelText('From');
    await userEvent.type(from, '2026-03-01');
    await waitFor(() =>
      expect(lastQuery()).toContainEqual([
        'rpc',
        'guest_page',
        { p_hotel_id: HOTEL, p_search: 'o,(x', p_from: '2026-03-01', p_to: undefined, p_limit: 10, p_offset: 0 },
      ]),
    );
    await userEvent.type(screen.getByLabelText('To'), '2026-03-31');
    await waitFor(() =>
      expect(lastQuery()).toContainEqual([
        'rpc',
        'guest_page',
        { p_hotel_id: HOTEL, p_search: 'o,(x', p_from: '2026-03-01', p_to: '2026-03-31', p_limit: 10, p_offset: 0 },
      ]),
    );
  });

  it('filters by check-in dates alone through the guest_page RPC of this hotel (inclusive)', async () => {
    await renderWithApp(<Harness initial={{ from: '2026-03-01', to: '2026-03-31' }} />);
    await screen.findByText('First0');
    expect(lastQuery()).toContainEqual([
      'rpc',
      'guest_page',
      { p_hotel_id: HOTEL, p_search: undefined, p_from: '2026-03-01', p_to: '2026-03-31', p_limit: 10, p_offset: 0 },
    ]);
  });

  it('opens the details of a clicked row through the URL state', async () => {
    const spy = vi.fn();
    await renderWithApp(<Harness spy={spy} />);
    await userEvent.click(await screen.findByText('First1'));
    expect(spy).toHaveBeenCalledWith({ guest: guest(1).id });
  });

  it('exports the whole filtered list as guest_list.csv, page by page by key', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderWithApp(<Harness initial={{ q: 'ann' }} />);
    await screen.findByText('First0');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('guest_list.csv');
    expect(lastQuery()).toContainEqual([
      'rpc',
      'guest_page',
      {
        p_hotel_id: HOTEL,
        p_search: 'ann',
        p_from: undefined,
        p_to: undefined,
        p_limit: 1000,
        p_before_at: undefined,
        p_before_id: undefined,
      },
    ]);
    const blob = (URL.createObjectURL as ReturnType<typeof vi.fn>).mock.calls[0][0] as Blob;
    expect(await blob.text()).toContain('First Name,Last Name');
  });

  it('joins this hotel’s private guest topic with the user’s token and re-fetches when (re)subscribed', async () => {
    await renderWithApp(<Harness />);
    await screen.findByText('First0');
    expect(supabase.channel).toHaveBeenCalledWith(`hotel:${HOTEL}:guests`, { config: { private: true } });
    expect(state.bindings.map((b) => b.filter)).toEqual([{ event: '*' }]);
    await waitFor(() => expect(state.subscribed).not.toBeNull());
    expect(supabase.realtime.setAuth).toHaveBeenCalled();
    const before = state.queries.length;
    act(() => state.subscribed?.('SUBSCRIBED'));
    await waitFor(() => expect(state.queries.length).toBeGreaterThan(before));
  });

  it('re-fetches on every broadcast of the topic, deletes included', async () => {
    await renderWithApp(<Harness />);
    await screen.findByText('First0');
    const before = state.queries.length;
    act(() => state.bindings[0].callback({ event: 'DELETE', payload: { operation: 'DELETE', guest_id: guest(0).id } }));
    await waitFor(() => expect(state.queries.length).toBeGreaterThan(before));
  });

  it("shows 'Failed to fetch guests.' when the query fails", async () => {
    supabase.from.mockImplementation(
      () => fakeQuery(() => ({ data: null, count: null, error: { message: 'boom', code: '500' } })).chain,
    );
    await renderWithApp(<Harness />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch guests.');
  });
});
