import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeQuery, type Call } from '@/test/fake-supabase';
import { renderWithApp } from '@/test/render';
import { OWNER_PAGES, OwnerLink } from '@/components/owner-link';
import { OWNER_ONLY_MESSAGE } from '@/components/owners-only';
import { DataProtectionPage } from './data-protection-page';

const HOTEL = '0b6c1f8e-2f57-4a8e-9a51-3a8f8f0c9d11';
const USER = 'u0000000-0000-4000-8000-000000000001';
const GUEST = '7d3c2b1a-0000-4000-8000-000000000001';
const { supabase, db } = vi.hoisted(() => ({
  db: {
    role: 'owner',
    queries: [] as { table: string; calls: Call[] }[],
    receipts: [] as unknown[],
    receiptCount: 0,
    log: [] as unknown[],
    logCount: 0,
  },
  supabase: { from: vi.fn(), rpc: vi.fn() },
}));
vi.mock('@/lib/supabase', () => ({ supabase }));

const logRow = (i: number, over: object = {}) => ({
  id: `l${i}`,
  guest_id: GUEST,
  object_name: `${HOTEL}/17000000${i}_passport.jpg`,
  accessed_by_email: 'desk@villa.test',
  context: 'dialog',
  accessed_at: `2026-11-2${i % 10}T10:00:00Z`,
  ...over,
});

function answer(table: string, calls: Call[]) {
  db.queries.push({ table, calls });
  if (table === 'hotel_members') return { data: db.role ? { role: db.role } : null, error: null };
  if (table === 'hotels')
    return { data: { passport_retention: 'delete_after_checkout', passport_retention_days: 14 }, error: null };
  if (table === 'guests') return { data: [{ id: GUEST, first_name: 'Ana', last_name: 'Silva' }], error: null };
  if (table === 'passport_deletion_receipts') return { data: db.receipts, error: null, count: db.receiptCount };
  return { data: db.log, error: null, count: db.logCount };
}
const queriesOf = (table: string) => db.queries.filter((q) => q.table === table).map((q) => q.calls);
/** The first read of `table` asked for the hotel's rows 0..`last`, newest `column` first. */
const expectFirstPage = (table: string, column: string, last: number) =>
  expect(queriesOf(table)[0]).toEqual(
    expect.arrayContaining([
      ['eq', 'hotel_id', HOTEL],
      ['order', column, { ascending: false }],
      ['range', 0, last],
    ]),
  );

describe('data protection page', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    Object.assign(db, { role: 'owner', queries: [], receipts: [], receiptCount: 0, log: [], logCount: 0 });
    supabase.from.mockImplementation((table: string) => fakeQuery((calls) => answer(table, calls)).chain);
    supabase.rpc.mockResolvedValue({
      data: [
        { guest_id: 'g2', guest_name: 'Ben Ode', object_count: 1, due_at: '2026-11-29T00:00:00Z' },
        { guest_id: GUEST, guest_name: 'Ana Silva', object_count: 2, due_at: '2026-11-25T00:00:00Z' },
      ],
      error: null,
    });
  });

  it('tells staff the page is for the owner and reads none of its data', async () => {
    db.role = 'staff';
    await renderWithApp(<DataProtectionPage hotelId={HOTEL} userId={USER} />);
    expect(await screen.findByText(OWNER_ONLY_MESSAGE)).toBeInTheDocument();
    expect(OWNER_ONLY_MESSAGE).toBe('Only the hotel owner can see this page.');
    expect(queriesOf('hotel_members')[0]).toEqual(
      expect.arrayContaining([
        ['eq', 'hotel_id', HOTEL],
        ['eq', 'user_id', USER],
      ]),
    );
    expect(db.queries.map((q) => q.table)).toEqual(['hotel_members']);
    expect(supabase.rpc).not.toHaveBeenCalled();
  });

  it('shows the owner the rule and the next 7 days of purges, soonest first', async () => {
    await renderWithApp(<DataProtectionPage hotelId={HOTEL} userId={USER} />);
    expect(await screen.findByTestId('retention-rule')).toHaveTextContent('Delete 14 days after check-out');
    const purges = await screen.findByRole('table', { name: 'Upcoming purges' });
    const rows = within(purges).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(['Ana Silva', 'Ben Ode']);
    expect(supabase.rpc).toHaveBeenCalledWith('upcoming_passport_purges', { p_hotel_id: HOTEL, p_days: 7 });
    expect(screen.getByText('No passport images have been deleted yet.')).toBeInTheDocument();
    expect(screen.getByText('No passport image has been viewed yet.')).toBeInTheDocument();
  });

  it('lists deletion receipts newest first, 10 a page', async () => {
    db.receipts = [
      {
        id: 'r1',
        guest_id: GUEST,
        object_name: `${HOTEL}/1700_passport.jpg`,
        size_bytes: 245_000,
        rule: 'delete_after_checkout',
        deleted_at: '2026-11-23T02:00:00Z',
        deleted_by_label: 'Scheduled purge',
      },
    ];
    db.receiptCount = 23;
    await renderWithApp(<DataProtectionPage hotelId={HOTEL} userId={USER} />);
    const table = await screen.findByRole('table', { name: 'Deletion receipts' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      /1700_passport\.jpg.*239 KB.*After check-out.*Scheduled purge/,
    );
    expectFirstPage('passport_deletion_receipts', 'deleted_at', 9);
    const pages = screen.getByRole('navigation', { name: 'Deletion receipts pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queriesOf('passport_deletion_receipts').at(-1)).toContainEqual(['range', 10, 19]));
  });

  it('shows the access log with who, guest, object, context and when, paged by 20', async () => {
    db.log = [logRow(1), logRow(2, { guest_id: 'gone', context: 'print' })];
    db.logCount = 45;
    await renderWithApp(<DataProtectionPage hotelId={HOTEL} userId={USER} />);
    const table = await screen.findByRole('table', { name: 'Passport access log' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(header).toEqual(['Who', 'Guest', 'Object', 'Context', 'When']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/desk@villa\.test.*Ana Silva.*170000001_passport\.jpg.*dialog/);
    expect(rows[1]).toHaveTextContent(/Erased guest.*print/);
    expectFirstPage('passport_access_log', 'accessed_at', 19);
    const pages = screen.getByRole('navigation', { name: 'Access log pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
  });

  it('exports the whole access log as passport_access_log.csv, formulas escaped', async () => {
    db.log = [logRow(1), logRow(2, { accessed_by_email: '=HYPERLINK("x")' })];
    db.logCount = 2;
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          blobs.push(b);
          return 'blob:csv';
        },
        revokeObjectURL: vi.fn(),
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await renderWithApp(<DataProtectionPage hotelId={HOTEL} userId={USER} />);
    await screen.findByRole('table', { name: 'Passport access log' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(names).toEqual(['passport_access_log.csv']));
    const csv = (await blobs[0].text()).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('When,Who,Guest,Guest ID,Object,Context');
    expect(lines[1]).toBe(
      `2026-11-21T10:00:00Z,desk@villa.test,Ana Silva,${GUEST},${HOTEL}/170000001_passport.jpg,dialog`,
    );
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`);
    click.mockRestore();
  });

  it('shows the header link to owners only', async () => {
    const props = {
      hotelId: HOTEL,
      userId: USER,
      className: '',
      activeProps: { className: '', 'aria-current': 'page' as const },
    };
    const link = () => <OwnerLink page={OWNER_PAGES[0]} {...props} />;
    const owner = await renderWithApp(link());
    expect(await screen.findByRole('link', { name: 'Data protection' })).toHaveAttribute('href', '/data-protection');
    owner.unmount();
    db.role = 'staff';
    await renderWithApp(link());
    await waitFor(() => expect(db.queries.filter((q) => q.table === 'hotel_members')).toHaveLength(2));
    expect(screen.queryByRole('link', { name: 'Data protection' })).not.toBeInTheDocument();
  });
});
