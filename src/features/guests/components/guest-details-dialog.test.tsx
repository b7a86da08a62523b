import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInvoke, fakeQuery, type Call } from '@/test/fake-supabase';
import { renderWithApp } from '@/test/render';
import type { Guest } from '../api/guest-columns';
import { GuestDetailsDialog } from './guest-details-dialog';
import { anaFixture } from '../testing/guest-fixture';

const HOTEL = '0b6c1f8e-2f57-4a8e-9a51-3a8f8f0c9d11';
const GUEST_ID = '7d3c2b1a-0000-4000-8000-000000000001';
const { supabase, db } = vi.hoisted(() => {
  const db = { guest: null as unknown, writes: [] as unknown[][], refusal: null as unknown, otherHotel: false };
  return {
    db,
    supabase: {
      from: vi.fn(),
      rpc: vi.fn(),
      functions: { invoke: vi.fn() },
      storage: {
        from: () => ({
          remove: vi.fn(() => Promise.resolve({ data: [], error: null })),
        }),
      },
    },
  };
});
vi.mock('@/lib/supabase', () => ({ supabase }));

const guest = (over: Partial<Guest> = {}): Guest =>
  anaFixture({ id: GUEST_ID, hotel_id: HOTEL, attachments: [`${HOTEL}/1_a.jpg`, `${HOTEL}/2_b.jpg`], ...over });

function answer(calls: Call[]) {
  const verb = calls.find((c) => ['update', 'delete'].includes(c[0]));
  if (verb) db.writes.push(calls);
  if (verb?.[0] === 'update' && db.refusal) return { data: null, error: db.refusal };
  if (verb?.[0] === 'update') return { data: { ...(db.guest as Guest), ...(verb[1] as object) }, error: null };
  if (verb?.[0] === 'delete') return { data: null, error: null, count: 1 };
  return { data: db.guest, error: null };
}

async function open(onClose = vi.fn()) {
  const view = await renderWithApp(<GuestDetailsDialog hotelId={HOTEL} guestId={GUEST_ID} onClose={onClose} />);
  return { ...view, onClose };
}

describe('guest details dialog', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    supabase.functions.invoke.mockImplementation(fakeInvoke());
    db.guest = guest();
    db.writes = [];
    db.refusal = null;
    db.otherHotel = false;
    supabase.from.mockImplementation(() => fakeQuery(answer).chain);
    // guest_in_other_hotel: whether an id RLS hides belongs to another hotel.
    supabase.rpc.mockImplementation(() => Promise.resolve({ data: db.otherHotel, error: null }));
  });

  it('asks before Escape or Close drop the edits of edit mode', async () => {
    const { onClose } = await open();
    await screen.findByRole('heading', { name: 'Ana Silva' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.keyboard('{Escape}');
    expect(confirm).toHaveBeenCalledWith('Close without saving? Your changes to this guest will be lost.');
    expect(onClose).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    confirm.mockRestore();
  });

  it("labels the planned date 'Planned Check-Out' once the guest has checked out", async () => {
    db.guest = guest({ check_out: '2026-03-27', checked_out_at: '2026-03-23T12:09:00Z' });
    await open();
    const row = await screen.findByRole('row', { name: /Planned Check-Out/ });
    expect(row).toHaveTextContent('2026-03-27');
    expect(screen.getByRole('row', { name: /Checked Out/ })).toHaveTextContent('2026-03-23');
  });

  it('shows a loading state, then images (150x120) and the fields', async () => {
    await open();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading guest…');
    expect(await within(dialog).findByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();
    const images = await within(dialog).findAllByRole('img', { name: /Passport image/ });
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('width', '150');
    expect(images[0]).toHaveAttribute('height', '120');
    expect(within(dialog).getByRole('rowheader', { name: 'Passport Number' }).nextSibling).toHaveTextContent('P123');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveClass('w-full');
  });

  it('signs its images through passport-url as a dialog view, and Print signs them again as print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'Ana Silva' });
    await within(dialog).findAllByRole('img', { name: /Passport image/ });
    const objects = [`${HOTEL}/1_a.jpg`, `${HOTEL}/2_b.jpg`];
    expect(supabase.functions.invoke).toHaveBeenCalledWith('passport-url', {
      body: { guestId: GUEST_ID, context: 'dialog', objects },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalled());
    expect(supabase.functions.invoke).toHaveBeenCalledWith('passport-url', {
      body: { guestId: GUEST_ID, context: 'print', objects },
    });
    const card = document.querySelector('.print-card-root')!;
    expect(Array.from(card.querySelectorAll('img')).map((i) => i.getAttribute('src'))).toEqual(
      objects.map((o) => `https://signed/${o}`),
    );
  });

  it('switches to edit mode and back with Cancel', async () => {
    await open();
    await screen.findByRole('heading', { name: 'Ana Silva' });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Room' })).toHaveValue('12');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Room' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('saves edits with ISO dates, only within the hotel, and returns to view', async () => {
    await open();
    await screen.findByRole('heading', { name: 'Ana Silva' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Room' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Room' }), '14B');
    await userEvent.type(screen.getByLabelText('Check-Out Date'), '2026-03-09');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Guest updated!')).toBeInTheDocument();
    const update = db.writes[0] as Call[];
    expect(update[0]).toEqual(['update', { room: '14B', check_in: '2026-03-07', check_out: '2026-03-09' }]);
    expect(update).toContainEqual(['eq', 'hotel_id', HOTEL]);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it("shows the database's refusal on the field it names, not only the toast", async () => {
    db.refusal = {
      code: '23514',
      message: 'new row for relation "guests" violates check constraint "guests_check_in_range"',
    };
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.type(screen.getByLabelText('Check-Out Date'), '2026-03-09');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update guest.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Must be a date from 2000-01-01 to 2100-12-31 (refused by the database: guests_check_in_range)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Check-In Date', { exact: false })).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks a guest out through the server and hides Checkout Now afterwards', async () => {
    supabase.rpc.mockImplementation(() => {
      db.guest = guest({ checked_out_at: '2026-03-08T09:00:00Z' });
      return Promise.resolve({ data: db.guest, error: null });
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout Now' }));
    expect(supabase.rpc).toHaveBeenCalledWith('check_out_guest', { p_guest_id: GUEST_ID });
    expect(await screen.findByText('Checked out!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Checkout Now' })).not.toBeInTheDocument());
  });

  it('offers no Checkout Now for a guest already checked out', async () => {
    db.guest = guest({ checked_out_at: '2026-03-08T09:00:00Z' });
    await open();
    await screen.findByRole('heading', { name: 'Ana Silva' });
    expect(screen.queryByRole('button', { name: 'Checkout Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { onClose } = await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete this guest? This cannot be undone.');
    expect(db.writes).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(db.writes[0]).toContainEqual(['eq', 'hotel_id', HOTEL]);
    expect(await screen.findByText('Guest deleted.')).toBeInTheDocument();
  });

  it.each<[string, () => Guest | null, string, boolean]>([
    [
      'a guest of another hotel',
      () => guest({ hotel_id: '99999999-9999-4999-8999-999999999999' }),
      'Unauthorized guest access.',
      false,
    ],
    ['a guest that does not exist', () => null, 'Guest not found.', false],
    ['a guest of another hotel that RLS hides', () => null, 'Unauthorized guest access.', true],
  ])('closes with an error for %s', async (_, row, message, otherHotel) => {
    db.guest = row();
    db.otherHotel = otherHotel;
    const { onClose } = await open();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("closes with 'Failed to load guest.' when the read fails", async () => {
    supabase.from.mockImplementation(() => fakeQuery(() => ({ data: null, error: { message: 'boom' } })).chain);
    const { onClose } = await open();
    expect(await screen.findByText('Failed to load guest.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('closes with the full-width Close button and with Escape', async () => {
    const { onClose } = await open();
    await screen.findByRole('heading', { name: 'Ana Silva' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
