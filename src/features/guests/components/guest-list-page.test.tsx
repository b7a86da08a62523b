import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeQuery } from '@/testing/fake-supabase';
import { renderWithApp } from '@/testing/render';
import { HOTEL, countCalls, guest, lastQuery, state, supabase, resetGuestListFake } from '../testing/guest-list-fake';
import { GuestListHarness } from '../testing/guest-list-harness';

vi.mock('@/lib/supabase', () => import('../testing/guest-list-fake').then((m) => m.mockGuestListSupabase()));
vi.mock('./guest-details-dialog', () => import('../testing/guest-list-fake').then((m) => m.mockDetailsDialogModule()));

describe('the guest list table', () => {
  beforeEach(() => resetGuestListFake());

  it('asks Postgres for one page of this hotel, newest first, and a count capped at 10,000', async () => {
    await renderWithApp(<GuestListHarness />);
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
    await renderWithApp(<GuestListHarness />);
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

  it('shows the actual check-out date of a guest who left early, the planned one otherwise', async () => {
    state.rows = [
      guest(0, { check_out: '2026-03-27', checked_out_at: '2026-03-23T12:09:00Z' }),
      guest(2, { check_out: '2026-03-28', checked_out_at: null }),
    ];
    await renderWithApp(<GuestListHarness />);
    expect(await screen.findByRole('row', { name: /First0/ })).toHaveTextContent('2026-03-23');
    expect(screen.getByRole('row', { name: /First0/ })).not.toHaveTextContent('2026-03-27');
    expect(screen.getByRole('row', { name: /First2/ })).toHaveTextContent('2026-03-28');
  });

  it("says 'No guests found.' when nothing matches", async () => {
    state.rows = [];
    state.count = 0;
    await renderWithApp(<GuestListHarness />);
    expect(await screen.findByText('No guests found.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch guests.' when the query fails", async () => {
    supabase.from.mockImplementation(
      () => fakeQuery(() => ({ data: null, count: null, error: { message: 'boom', code: '500' } })).chain,
    );
    await renderWithApp(<GuestListHarness />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch guests.');
  });

  it('opens the details of a clicked row through the URL state', async () => {
    const spy = vi.fn();
    await renderWithApp(<GuestListHarness spy={spy} />);
    await userEvent.click(await screen.findByText('First1'));
    expect(spy).toHaveBeenCalledWith({ guest: guest(1).id });
  });

  it('returns focus to the thumbnail that opened the image overlay', async () => {
    await renderWithApp(<GuestListHarness />);
    await userEvent.click(await screen.findByRole('button', { name: 'View Passport of First0 Last0' }));
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Passport of First0 Last0' })).toHaveFocus());
  });
});
