import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/testing/render';
import { HOTEL, countCalls, guest, lastQuery, resetGuestListFake, pagesOf } from '../testing/guest-list-fake';
import { GuestListHarness } from '../testing/guest-list-harness';

vi.mock('@/lib/supabase', () => import('../testing/guest-list-fake').then((m) => m.mockGuestListSupabase()));
vi.mock('./guest-details-dialog', () => import('../testing/guest-list-fake').then((m) => m.mockDetailsDialogModule()));

describe('guest list paging, dates and search', { timeout: 15_000 }, () => {
  beforeEach(() => resetGuestListFake());

  it('pages through the database with numbered buttons kept in the URL state', async () => {
    pagesOf(25);
    const spy = vi.fn();
    await renderWithApp(<GuestListHarness spy={spy} />);
    await screen.findByText('First0');
    expect(screen.getAllByRole('button', { name: /^Page/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(spy).toHaveBeenLastCalledWith({ page: 3 });
    await waitFor(() => expect(lastQuery()).toContainEqual(['range', 20, 29]));
    expect(countCalls()).toHaveLength(1); // paging does not count again
  });

  it("past the cap shows '10,000+ guests', numbers the known pages and offers Next", async () => {
    pagesOf(250_000);
    const spy = vi.fn();
    await renderWithApp(<GuestListHarness initial={{ page: 1000 }} spy={spy} />);
    expect(await screen.findByText('10,000+ guests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1000' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(spy).toHaveBeenLastCalledWith({ page: 1001 });
    expect(await screen.findByRole('button', { name: 'Page 1001' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by check-in dates (inclusive) and searches, back on page 1', async () => {
    const spy = vi.fn();
    await renderWithApp(<GuestListHarness initial={{ page: 2 }} spy={spy} />);
    await screen.findByText('First0');
    await userEvent.type(screen.getByPlaceholderText('Search by name, email, or phone'), 'o,(x');
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith({ q: 'o,(x', page: undefined }));
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
    await renderWithApp(<GuestListHarness initial={{ from: '2026-03-01', to: '2026-03-31' }} />);
    await screen.findByText('First0');
    expect(lastQuery()).toContainEqual([
      'rpc',
      'guest_page',
      { p_hotel_id: HOTEL, p_search: undefined, p_from: '2026-03-01', p_to: '2026-03-31', p_limit: 10, p_offset: 0 },
    ]);
  });

  it('keeps a row opened while the search text was still being debounced', async () => {
    const spy = vi.fn();
    await renderWithApp(<GuestListHarness spy={spy} />);
    await screen.findByText('First0');
    await userEvent.type(screen.getByPlaceholderText('Search by name, email, or phone'), 'Fi');
    await userEvent.click(screen.getByText('First1'));
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith({ q: 'Fi', guest: guest(1).id, page: undefined }));
    await new Promise((r) => setTimeout(r, 400));
    expect(spy).toHaveBeenLastCalledWith({ q: 'Fi', guest: guest(1).id, page: undefined });
    expect(screen.getByRole('dialog')).toHaveTextContent(`Details of ${guest(1).id}`);
  });

  it('keeps a page picked while the search text was still being debounced', async () => {
    pagesOf(25);
    const spy = vi.fn();
    await renderWithApp(<GuestListHarness spy={spy} />);
    await screen.findByText('First0');
    await userEvent.type(screen.getByPlaceholderText('Search by name, email, or phone'), 'Fi');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(spy).toHaveBeenLastCalledWith({ q: 'Fi', page: 2 }));
    await new Promise((r) => setTimeout(r, 400));
    expect(spy).toHaveBeenLastCalledWith({ q: 'Fi', page: 2 });
  });
});
