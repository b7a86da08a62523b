import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { UnsecuredJWT } from 'jose';
import { renderWithApp } from '@/test/render';
import { HOTEL, guest, state, supabase, resetGuestListFake } from '../testing/guest-list-fake';
import { GuestListHarness } from '../testing/guest-list-harness';

vi.mock('@/lib/supabase', () => import('../testing/guest-list-fake').then((m) => m.mockGuestListSupabase()));

describe('guest list live updates', () => {
  beforeEach(() => resetGuestListFake());

  it('joins this hotel’s private guest topic with the user’s token and re-fetches when (re)subscribed', async () => {
    await renderWithApp(<GuestListHarness />);
    await screen.findByText('First0');
    expect(supabase.channel).toHaveBeenCalledWith(`hotel:${HOTEL}:guests`, { config: { private: true } });
    expect(state.bindings.map((b) => b.filter)).toEqual([{ event: '*' }]);
    await waitFor(() => expect(state.subscribed).not.toBeNull());
    expect(supabase.realtime.setAuth).toHaveBeenCalled();
    const before = state.queries.length;
    act(() => state.subscribed?.('SUBSCRIBED'));
    await waitFor(() => expect(state.queries.length).toBeGreaterThan(before));
  });

  it('leaves the topic at once when the session no longer carries this hotel, and not before', async () => {
    await renderWithApp(<GuestListHarness />);
    await screen.findByText('First0');
    await waitFor(() => expect(state.authListener).not.toBeNull());
    const token = (claims: Record<string, unknown>) => new UnsecuredJWT(claims).encode();
    act(() => state.authListener?.('TOKEN_REFRESHED', { access_token: token({ hotel_id: HOTEL }) }));
    expect(supabase.removeChannel).not.toHaveBeenCalled();
    act(() => state.authListener?.('TOKEN_REFRESHED', { access_token: token({ hotel_id: null }) }));
    expect(supabase.removeChannel).toHaveBeenCalledTimes(1);
  });

  it('joins again, with a fresh token, when the server closes the channel', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderWithApp(<GuestListHarness />);
      await screen.findByText('First0');
      await waitFor(() => expect(state.subscribed).not.toBeNull());
      act(() => state.subscribed?.('CLOSED'));
      await act(() => vi.advanceTimersByTimeAsync(2000));
      await waitFor(() => expect(supabase.channel).toHaveBeenCalledTimes(2));
      expect(supabase.realtime.setAuth).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('re-fetches on every broadcast of the topic, deletes included', async () => {
    await renderWithApp(<GuestListHarness />);
    await screen.findByText('First0');
    const before = state.queries.length;
    act(() => state.bindings[0].callback({ event: 'DELETE', payload: { operation: 'DELETE', guest_id: guest(0).id } }));
    await waitFor(() => expect(state.queries.length).toBeGreaterThan(before));
  });
});
