import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase, type Call } from '@/test/fake-supabase';
import { renderWithApp } from '@/test/render';
import type { ActivitySearch } from '../api/activity-search';
import { buildActivityCsv } from '../api/export-activity';
import { toActivityEntry } from '../api/list-activity';
import { GUEST_FILTER_DEBOUNCE_MS } from './activity-filters';
import { OWNER_ONLY_MESSAGE } from '@/components/owners-only';
import { GUEST_FIELD_KEYS } from '@shared/guest-fields';
import type { GuestLabels } from '../lib/describe-entry';
import { ActivityPage } from './activity-page';

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase').then((m) => m.mockSupabase()));

const HOTEL = '0b6c1f8e-2f57-4a8e-9a51-3a8f8f0c9d11';
const USER = '4c1a8c9e-0000-4000-8000-000000000001';
const CLERK = '4c1a8c9e-0000-4000-8000-000000000002';
const GUEST = '7d3c2b1a-0000-4000-8000-000000000001';

const entry = (id: number, over: object = {}) => ({
  id,
  hotel_id: HOTEL,
  occurred_at: `2026-11-2${id % 10}T10:00:00Z`,
  entity: 'guest',
  entity_id: GUEST,
  action: 'edited',
  fields: ['last_name', 'room'],
  old_values: null,
  new_values: null,
  actor_id: CLERK,
  actor_email: 'clerk@villa.test',
  door: 'app',
  guest_name: 'Ana Silva',
  ...over,
});

/** Labels as the route passes them; here the keys themselves ('lastName'). */
const LABELS = Object.fromEntries(GUEST_FIELD_KEYS.map((key) => [key, key])) as GuestLabels;
let role = 'owner';
const reads = (table: string): Call[][] => fakeSupabase.queries.filter((q) => q.table === table).map((q) => q.calls);

/** The page with its URL state held in React state, as the route holds it in the URL. */
function Harness({ initial = {} }: { initial?: ActivitySearch }) {
  const [search, setSearch] = useState<ActivitySearch>(initial);
  return (
    <ActivityPage
      hotelId={HOTEL}
      userId={USER}
      search={search}
      onSearchChange={(u) => setSearch(u)}
      guestLabels={LABELS}
    />
  );
}

describe('activity page', () => {
  beforeEach(() => {
    role = 'owner';
    fakeSupabase.respond.mockImplementation((table) => {
      if (table === 'hotel_members') return { data: { role }, error: null };
      if (table === 'rpc:activity_log_people')
        return { data: [{ actor_id: CLERK, actor_email: 'clerk@villa.test' }], error: null };
      return {
        data: [entry(2), entry(1, { action: 'created', fields: [], actor_email: null, door: 'sql', guest_name: null })],
        error: null,
        count: 2,
      };
    });
  });

  it('tells staff the page is for the owner and reads no entry', async () => {
    role = 'staff';
    await renderWithApp(<Harness />);
    expect(await screen.findByText(OWNER_ONLY_MESSAGE)).toBeInTheDocument();
    expect(reads('activity_log_entries')).toEqual([]);
  });

  it("shows the owner who did what, newest first, paged in the database, with the guest's name", async () => {
    await renderWithApp(<Harness />);
    const table = await screen.findByRole('table', { name: 'Activity log' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      expect.stringMatching(/^2026-11-22 /) as unknown as string,
      'clerk@villa.test',
      'Edited',
      'Ana Silva',
      'lastName, room',
      'App',
    ]);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('Deleted guest');
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('Database (SQL)');
    expect(reads('activity_log_entries')[0]).toEqual(
      expect.arrayContaining([
        ['eq', 'hotel_id', HOTEL],
        ['order', 'occurred_at', { ascending: false }],
        ['order', 'id', { ascending: false }],
        ['range', 0, 19],
      ]),
    );
  });

  it('filters by action, person, dates and guest in the database', async () => {
    await renderWithApp(<Harness />);
    await screen.findByRole('table', { name: 'Activity log' });
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Checked out');
    await userEvent.selectOptions(screen.getByLabelText('Person'), 'clerk@villa.test');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-30');
    await userEvent.type(screen.getByLabelText('Guest'), 'ana');
    await waitFor(
      () =>
        expect(reads('activity_log_entries').at(-1)).toEqual(
          expect.arrayContaining([
            ['eq', 'entity', 'guest'],
            ['eq', 'action', 'checked_out'],
            ['eq', 'actor_id', CLERK],
            ['gte', 'occurred_at', new Date(2026, 10, 1).toISOString()],
            ['lt', 'occurred_at', new Date(2026, 11, 1).toISOString()],
            ['ilike', 'guest_name', '*ana*'],
          ]),
        ),
      { timeout: GUEST_FILTER_DEBOUNCE_MS + 2000 },
    );
  });

  it("a guest's name shows only that guest's entries (by id); Clear filters shows everything again", async () => {
    await renderWithApp(<Harness initial={{ page: 1 }} />);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Ana Silva' }))[0]);
    await waitFor(() => expect(reads('activity_log_entries').at(-1)).toContainEqual(['eq', 'entity_id', GUEST]));
    expect(screen.getByLabelText('Guest')).toHaveValue(GUEST);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(reads('activity_log_entries').at(-1)).not.toContainEqual(['eq', 'entity_id', GUEST]));
  });

  it('writes the CSV with every column, formula-looking cells escaped', () => {
    const csv = buildActivityCsv(
      [
        toActivityEntry(entry(3, { actor_email: '=HYPERLINK("x")' })),
        toActivityEntry(
          entry(4, {
            entity: 'hotel',
            action: 'data_rule',
            fields: ['time_zone'],
            old_values: { time_zone: 'UTC' },
            new_values: { time_zone: 'Europe/Dublin' },
            entity_id: HOTEL,
            guest_name: null,
          }),
        ),
      ],
      LABELS,
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('When,Who,User ID,Door,Action,Guest,Guest ID,Details');
    expect(lines[1]).toBe(
      `2026-11-23T10:00:00Z,"'=HYPERLINK(""x"")",${CLERK},App,Edited,Ana Silva,${GUEST},"lastName, room"`,
    );
    expect(lines[2]).toBe(
      `2026-11-24T10:00:00Z,clerk@villa.test,${CLERK},App,Data rule changed,,,Time zone: UTC → Europe/Dublin`,
    );
  });
});
