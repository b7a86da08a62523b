import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSupabase, type Call } from '@/testing/fake-supabase';
import { renderWithApp } from '@/testing/render';
import { HotelTwoStepRule } from './hotel-two-step-rule';

vi.mock('@/lib/supabase', () => import('@/testing/fake-supabase').then((m) => m.mockSupabase()));

describe('the hotel two-step rule', () => {
  it('stays checked from the click until the saved rule comes back, with no flicker in between', async () => {
    let saved = false;
    let releaseReload = () => {};
    const reload = new Promise<void>((resolve) => (releaseReload = resolve));
    fakeSupabase.respond.mockImplementation((table: string, calls: Call[]) => {
      if (table !== 'hotels') return { data: [], error: null };
      if (calls.some(([method]) => method === 'update')) {
        saved = true;
        return { data: null, error: null };
      }
      // The first read answers at once; the read after saving waits until the test lets it.
      const row = { data: { require_two_step: saved }, error: null };
      return saved ? reload.then(() => row) : row;
    });
    await renderWithApp(<HotelTwoStepRule hotelId="h1" isOwner signedInWithTwoSteps />);
    const rule = await screen.findByRole('checkbox', { name: 'Require two-step sign-in for everyone in this hotel' });
    expect(rule).not.toBeChecked();

    await userEvent.click(rule);
    await vi.waitFor(() => expect(saved).toBe(true));
    // Saved, the hotel's row not read back yet: the box keeps the owner's choice.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rule).toBeChecked();

    releaseReload();
    expect(await screen.findByText('Two-step sign-in requirement saved.')).toBeInTheDocument();
    expect(rule).toBeChecked();
    expect(rule).toBeEnabled();
  });
});
