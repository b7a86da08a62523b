import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeInvoke, fakeQuery, recordingQueries } from '@/testing/fake-supabase';
import { renderWithApp } from '@/testing/render';
import { ERASE_CONFIRMATION, GuestDataActions } from './guest-data-actions';

const HOTEL = '0b6c1f8e-2f57-4a8e-9a51-3a8f8f0c9d11';
const GUEST_ID = '7d3c2b1a-0000-4000-8000-000000000001';
const { supabase, writes } = vi.hoisted(() => ({
  writes: [] as unknown[][],
  supabase: { from: vi.fn(), functions: { invoke: vi.fn() } },
}));
vi.mock('@/lib/supabase', () => ({ supabase }));

const functionCalls = () => supabase.functions.invoke.mock.calls.map(([name, { body }]) => [name, body] as const);

async function show(legalHold = false, onErased = vi.fn(), hasCard = false) {
  await renderWithApp(
    <GuestDataActions
      hotelId={HOTEL}
      guest={{ id: GUEST_ID, legal_hold: legalHold }}
      hasCard={hasCard}
      onErased={onErased}
    />,
  );
  return onErased;
}

/** Presses Erase guest and answers its confirmation dialog with Erase guest. */
async function eraseConfirmed() {
  await userEvent.click(screen.getByRole('button', { name: 'Erase guest' }));
  const question = screen.getByRole('dialog', { name: 'Erase guest?' });
  await userEvent.click(within(question).getByRole('button', { name: 'Erase guest' }));
}

describe('guest data actions', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    writes.length = 0;
    supabase.from.mockImplementation(recordingQueries(writes, { data: null, error: null, count: 1 }));
    supabase.functions.invoke.mockImplementation(
      fakeInvoke((_, body) =>
        body.action === 'export'
          ? { data: { data: { guest: { id: GUEST_ID, first_name: 'Ana' }, accessLog: [] } }, error: null }
          : { data: { data: { erased: true } }, error: null },
      ),
    );
  });

  it('turns the legal hold on for this guest of this hotel only', async () => {
    await show(false);
    const toggle = screen.getByRole('checkbox', { name: 'Legal hold' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByText('Legal hold on: images are kept.')).toBeInTheDocument();
    expect(writes[0]).toEqual([
      ['update', { legal_hold: true }, { count: 'exact' }],
      ['eq', 'id', GUEST_ID],
      ['eq', 'hotel_id', HOTEL],
    ]);
  });

  it('shows a held guest as held and reports a refused update', async () => {
    supabase.from.mockImplementation(() => fakeQuery(() => ({ data: null, error: { message: 'denied' } })).chain);
    await show(true);
    expect(screen.getByRole('checkbox', { name: 'Legal hold' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Legal hold' }));
    expect(await screen.findByText('Failed to update legal hold.')).toBeInTheDocument();
  });

  it("says only the owner lifts a hold, and shows the database's sentence when staff try", async () => {
    const refusal = { code: '42501', hint: 'owner_only', message: "Only the hotel's owner can lift a legal hold." };
    supabase.from.mockImplementation(() => fakeQuery(() => ({ data: null, error: refusal })).chain);
    await show(true);
    expect(screen.getByText('Only the hotel owner can lift it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Legal hold' }));
    expect(await screen.findByText("Only the hotel's owner can lift a legal hold.")).toBeInTheDocument();
  });

  it('exports the guest through guest-data as one JSON file guest-<id>.json', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', blob });
      return 'blob:guest';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[saved.length - 1].name = this.download;
    });
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'Export guest data' }));
    expect(await screen.findByText('Guest data exported.')).toBeInTheDocument();
    expect(functionCalls()).toEqual([['guest-data', { guestId: GUEST_ID, action: 'export' }]]);
    expect(click).toHaveBeenCalledTimes(1);
    expect(saved[0].name).toBe(`guest-${GUEST_ID}.json`);
    expect(saved[0].blob.type).toBe('application/json');
    expect(JSON.parse(await saved[0].blob.text())).toEqual({
      guest: { id: GUEST_ID, first_name: 'Ana' },
      accessLog: [],
    });
    click.mockRestore();
  });

  it('erases only after the confirmation, then closes', async () => {
    const onErased = await show();
    await userEvent.click(screen.getByRole('button', { name: 'Erase guest' }));
    const question = screen.getByRole('dialog', { name: 'Erase guest?' });
    expect(question).toHaveTextContent(ERASE_CONFIRMATION);
    expect(ERASE_CONFIRMATION).toBe('Erase this guest and their passport images? This cannot be undone.');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(supabase.functions.invoke).not.toHaveBeenCalled();
    await eraseConfirmed();
    await waitFor(() => expect(onErased).toHaveBeenCalled());
    expect(functionCalls()).toEqual([['guest-data', { guestId: GUEST_ID, action: 'erase' }]]);
    expect(await screen.findByText('Guest erased.')).toBeInTheDocument();
  });

  it("says that the stay's signed registration card goes too, for a guest who has one", async () => {
    await show(false, vi.fn(), true);
    await userEvent.click(screen.getByRole('button', { name: 'Erase guest' }));
    expect(screen.getByRole('dialog', { name: 'Erase guest?' })).toHaveTextContent(
      'Erase this guest and their passport images? The signed registration card of their stay is erased too, for every traveller on it. This cannot be undone.',
    );
  });

  it('keeps the dialog open and says so when the erase fails', async () => {
    supabase.functions.invoke.mockResolvedValue({ data: null, error: new Error('offline') });
    const onErased = await show();
    await eraseConfirmed();
    expect(await screen.findByText('Failed to erase guest.')).toBeInTheDocument();
    expect(onErased).not.toHaveBeenCalled();
  });
});
