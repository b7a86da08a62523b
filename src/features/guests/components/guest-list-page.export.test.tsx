import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/testing/render';
import { HOTEL, resetGuestListFake, state } from '../testing/guest-list-fake';
import { GuestListHarness } from '../testing/guest-list-harness';

vi.mock('@/lib/supabase', () => import('../testing/guest-list-fake').then((m) => m.mockGuestListSupabase()));

describe('guest list export', () => {
  beforeEach(() => resetGuestListFake());

  it('exports the whole filtered list as guest_list.csv, by key range', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await renderWithApp(<GuestListHarness initial={{ q: 'ann' }} />);
    await screen.findByText('First0');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('guest_list.csv');
    expect(state.queries.map((q) => q[0])).toContainEqual([
      'rpc',
      'guest_export_rows',
      expect.objectContaining({ p_hotel_id: HOTEL, p_search: 'ann', p_before_id: undefined, p_through_id: undefined }),
    ]);
    const blob = (URL.createObjectURL as ReturnType<typeof vi.fn>).mock.calls[0][0] as Blob;
    expect(await blob.text()).toContain('"First Name","Last Name"');
  });
});
