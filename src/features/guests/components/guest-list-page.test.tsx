import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeQuery, type Call } from '@/test/fake-supabase';
import { renderWithApp } from '@/test/render';
import type { Guest } from '../api/guest-columns';
import type { GuestListSearch } from '../api/guest-list-search';
import { GuestListPage } from './guest-list-page';

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
      channel: vi.fn(() => channel),
      removeChannel: vi.fn(),
      storage: {
        from: () => ({
          createSignedUrls: (names: string[]) =>
            Promise.resolve({
              data: names.map((n) => ({ path: n, signedUrl: `https://signed/${n}` })),
              error: null,
            }),
        }),
      },
    },
  };
});
vi.mock('@/lib/supabase', () => ({ supabase }));
// The dialog has its own tests; here it only needs to show which guest the URL state opened.
vi.mock('./guest-details-dialog', () => ({
  GuestDetailsDialog: ({ guestId }: { guestId: string }) => <div role="dialog">Details of {guestId}</div>,
}));

const guest = (i: number, over: Partial<Guest> = {}): Guest => ({
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

const lastQuery = () => state.queries.at(-1) as Call[];

function Harness({ initial = {}, spy }: { initial?: GuestListSearch; spy?: (s: GuestListSearch) => void }) {
  const [search, setSearch] = useState<GuestListSearch>(initial);
  return (
    <GuestListPage
      hotelId={HOTEL}
      search={search}
      onSearchChange={(update) =>
        setSearch((prev) => {
          const next = update(prev);
          spy?.(next);
          return next;
        })
      }
    />
  );
}

describe('guest list', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    state.queries = [];
    state.bindings = [];
    state.rows = [guest(0), guest(1)];
    state.count = 2;
    // Table reads and the search RPC share one recorded call list per query (the RPC's own
    // arguments recorded first as ['rpc', name, args, options]).
    const record = (first?: Call) => {
      const q = fakeQuery((calls) => {
        const range = calls.find((c) => c[0] === 'range') as [string, number, number];
        return { data: state.rows.slice(0, range[2] - range[1] + 1), count: state.count, error: null };
      });
      if (first) q.calls.push(first);
      state.queries.push(q.calls);
      return q.chain;
    };
    supabase.from.mockImplementation(() => record());
    supabase.rpc.mockImplementation((...args: unknown[]) => record(['rpc', ...args]));
  });

  it('asks Postgres for one page of this hotel, newest first, with an exact count', async () => {
    await renderWithApp(<Harness />);
    expect(await screen.findByText('First0')).toBeInTheDocument();
    const calls = lastQuery();
    expect(calls).toContainEqual(['select', expect.stringContaining('first_name'), { count: 'exact' }]);
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
      'Checkout Date',
      'Checkout Time',
    ]);
    const inHouse = screen.getByRole('row', { name: /First0 Last0, not checked out/ });
    expect(inHouse).toHaveClass('bg-blue-50');
    expect(screen.getByRole('row', { name: 'Guest First1 Last1' })).not.toHaveClass('bg-blue-50');
    const thumb = await screen.findByRole('img', { name: 'Passport of First0 Last0' });
    expect(thumb).toHaveAttribute('src', `https://signed/${HOTEL}/1_p.jpg`);
    expect(thumb).toHaveAttribute('width', '100');
  });

  it('shows the actual check-out date of a guest who left early, the planned one otherwise', async () => {
    state.rows = [
      guest(0, { check_out: '2026-03-27', checked_out_at: '2026-03-23T12:09:00Z' }),
      guest(2, { check_out: '2026-03-28', checked_out_at: null }),
    ];
    await renderWithApp(<Harness />);
    expect(await screen.findByRole('row', { name: /First0/ })).toHaveTextContent('2026-03-23');
    expect(screen.getByRole('row', { name: /First0/ })).not.toHaveTextContent('2026-03-27');
    expect(screen.getByRole('row', { name: /First2/ })).toHaveTextContent('2026-03-28');
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
  });

  it('filters by check-in dates (inclusive) and searches, back on page 1', async () => {
    const spy = vi.fn();
    await renderWithApp(<Harness initial={{ page: 2 }} spy={spy} />);
    await screen.findByText('First0');
    await userEvent.type(screen.getByPlaceholderText('Search by name, email, or phone'), 'o,(x');
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith({ q: 'o,(x', page: undefined }));
    // Search text goes to the search_guests RPC as it was typed (escaping is the database's job).
    await waitFor(() =>
      expect(lastQuery()).toContainEqual([
        'rpc',
        'search_guests',
        { p_hotel_id: HOTEL, p_search: 'o,(x', p_from: undefined, p_to: undefined },
        { count: 'exact' },
      ]),
    );
    expect(lastQuery()).toContainEqual(['order', 'registered_at', { ascending: false }]);
    const from = screen.getByLabelText('From');
    await userEvent.type(from, '2026-03-01');
    await waitFor(() =>
      expect(lastQuery()).toContainEqual([
        'rpc',
        'search_guests',
        { p_hotel_id: HOTEL, p_search: 'o,(x', p_from: '2026-03-01', p_to: undefined },
        { count: 'exact' },
      ]),
    );
    await userEvent.type(screen.getByLabelText('To'), '2026-03-31');
    await waitFor(() =>
      expect(lastQuery()).toContainEqual([
        'rpc',
        'search_guests',
        { p_hotel_id: HOTEL, p_search: 'o,(x', p_from: '2026-03-01', p_to: '2026-03-31' },
        { count: 'exact' },
      ]),
    );
    expect(lastQuery()).toContainEqual(['range', 0, 9]);
  });

  it('filters by check-in dates alone on the guests table of this hotel (inclusive)', async () => {
    await renderWithApp(<Harness initial={{ from: '2026-03-01', to: '2026-03-31' }} />);
    await screen.findByText('First0');
    expect(supabase.rpc).not.toHaveBeenCalled();
    expect(lastQuery()).toContainEqual(['eq', 'hotel_id', HOTEL]);
    expect(lastQuery()).toContainEqual(['gte', 'check_in', '2026-03-01']);
    expect(lastQuery()).toContainEqual(['lte', 'check_in', '2026-03-31']);
  });

  it('opens the details of a clicked row through the URL state', async () => {
    const spy = vi.fn();
    await renderWithApp(<Harness spy={spy} />);
    await userEvent.click(await screen.findByText('First1'));
    expect(spy).toHaveBeenCalledWith({ guest: guest(1).id });
  });

  it('keeps a row opened while the search text was still being debounced', async () => {
    const spy = vi.fn();
    await renderWithApp(<Harness spy={spy} />);
    await screen.findByText('First0');
    await userEvent.type(screen.getByPlaceholderText('Search by name, email, or phone'), 'Fi');
    await userEvent.click(screen.getByText('First1'));
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith({ q: 'Fi', guest: guest(1).id, page: undefined }));
    await new Promise((r) => setTimeout(r, 400));
    expect(spy).toHaveBeenLastCalledWith({ q: 'Fi', guest: guest(1).id, page: undefined });
    expect(screen.getByRole('dialog')).toHaveTextContent(`Details of ${guest(1).id}`);
  });

  it('keeps a page picked while the search text was still being debounced', async () => {
    state.rows = Array.from({ length: 10 }, (_, i) => guest(i));
    state.count = 25;
    const spy = vi.fn();
    await renderWithApp(<Harness spy={spy} />);
    await screen.findByText('First0');
    await userEvent.type(screen.getByPlaceholderText('Search by name, email, or phone'), 'Fi');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith({ q: 'Fi', page: 2 }));
    await new Promise((r) => setTimeout(r, 400));
    expect(spy).toHaveBeenLastCalledWith({ q: 'Fi', page: 2 });
  });

  it('returns focus to the thumbnail that opened the image overlay', async () => {
    await renderWithApp(<Harness />);
    await userEvent.click(await screen.findByRole('button', { name: 'View Passport of First0 Last0' }));
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Passport of First0 Last0' })).toHaveFocus());
  });

  it('exports the whole filtered list as guest_list.csv', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderWithApp(<Harness initial={{ q: 'ann' }} />);
    await screen.findByText('First0');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('guest_list.csv');
    const exportQuery = lastQuery();
    expect(exportQuery).toContainEqual(['range', 0, 999]);
    expect(exportQuery).toContainEqual([
      'rpc',
      'search_guests',
      { p_hotel_id: HOTEL, p_search: 'ann', p_from: undefined, p_to: undefined },
      undefined,
    ]);
    const blob = (URL.createObjectURL as ReturnType<typeof vi.fn>).mock.calls[0][0] as Blob;
    expect(await blob.text()).toContain('"First Name","Last Name"');
  });

  it('subscribes to this hotel’s changes and re-fetches when (re)subscribed', async () => {
    await renderWithApp(<Harness />);
    await screen.findByText('First0');
    expect(state.bindings.map((b) => b.filter)).toContainEqual({
      event: '*',
      schema: 'public',
      table: 'guests',
      filter: `hotel_id=eq.${HOTEL}`,
    });
    const before = state.queries.length;
    act(() => state.subscribed?.('SUBSCRIBED'));
    await waitFor(() => expect(state.queries.length).toBeGreaterThan(before));
  });

  it('re-fetches on a delete of a listed guest, and ignores deletes of guests it does not show', async () => {
    await renderWithApp(<Harness />);
    await screen.findByText('First0');
    const deletes = state.bindings.find((b) => (b.filter as { event: string }).event === 'DELETE')!;
    expect(deletes.filter).toEqual({ event: 'DELETE', schema: 'public', table: 'guests' });
    const before = state.queries.length;
    act(() => deletes.callback({ old: { id: 'some-other-hotels-guest' } }));
    await new Promise((r) => setTimeout(r, 50));
    expect(state.queries.length).toBe(before);
    act(() => deletes.callback({ old: { id: guest(0).id } }));
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
