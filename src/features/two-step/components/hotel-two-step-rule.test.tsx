import { fireEvent, screen } from '@testing-library/react';
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

    fireEvent.click(rule);
    // At once, in the click's own task: a browser test checks the box's state right after clicking.
    expect(rule).toBeChecked();
    await vi.waitFor(() => expect(saved).toBe(true));
    // Saved, the hotel's row not read back yet: the box keeps the owner's choice.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rule).toBeChecked();

    releaseReload();
    expect(await screen.findByText('Two-step sign-in requirement saved.')).toBeInTheDocument();
    expect(rule).toBeChecked();
    expect(rule).toBeEnabled();
  });

  it('goes back to the saved rule and says why when the database refuses the change', async () => {
    const refusal = { code: '42501', message: 'Only the owner, signed in with both steps, can change this rule.' };
    fakeSupabase.respond.mockImplementation((table: string, calls: Call[]) => {
      if (table !== 'hotels') return { data: [], error: null };
      if (calls.some(([method]) => method === 'update')) return { data: null, error: refusal };
      return { data: { require_two_step: false }, error: null };
    });
    await renderWithApp(<HotelTwoStepRule hotelId="h1" isOwner signedInWithTwoSteps />);
    const rule = await screen.findByRole('checkbox', { name: 'Require two-step sign-in for everyone in this hotel' });
    fireEvent.click(rule);
    expect(rule).toBeChecked();
    expect(await screen.findByText(refusal.message)).toBeInTheDocument();
    await vi.waitFor(() => expect(rule).not.toBeChecked());
    expect(rule).toBeEnabled();
  });
});
