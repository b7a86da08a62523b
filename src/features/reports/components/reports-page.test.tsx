import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeSupabase } from '@/test/fake-supabase';
import { renderWithApp } from '@/test/render';
import { ReportsPage, monthLabel } from './reports-page';

const HOTEL = '0b6c1f8e-2f57-4a8e-9a51-3a8f8f0c9d11';
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase').then((m) => m.mockSupabase()));

/** Rows (or an Error) each reporting view answers. */
let views: Record<string, unknown[] | Error> = {};
const reportingQueries = () => fakeSupabase.queries.filter((q) => q.table.startsWith('reporting.'));

beforeEach(() => {
  fakeSupabase.respond.mockImplementation((table) => {
    const rows = views[table.replace('reporting.', '')];
    return rows instanceof Error ? { data: null, error: rows } : { data: rows, error: null };
  });
  views = {
    monthly_arrivals: [
      { month: '2026-10-01', arrivals: 8, average_nights: 5.5 },
      { month: '2026-11-01', arrivals: 15, average_nights: null },
    ],
    nationality_mix: [
      { nationality: 'British', guests: 2, share_pct: 66.67 },
      { nationality: 'Danish', guests: 1, share_pct: 33.33 },
    ],
  };
});

describe('reports page', () => {
  it('shows the three reports with the numbers behind them', async () => {
    await renderWithApp(<ReportsPage hotelId={HOTEL} />);
    const arrivals = await screen.findByRole('region', { name: 'Arrivals per month' });
    expect(within(arrivals).getByRole('row', { name: '2026-11 15' })).toBeInTheDocument();
    const mix = screen.getByRole('region', { name: 'Nationality mix' });
    expect(within(mix).getByRole('row', { name: 'United Kingdom 2 66.7 %' })).toBeInTheDocument();
    const stay = screen.getByRole('region', { name: 'Average stay' });
    expect(within(stay).getByRole('row', { name: '2026-10 5.5' })).toBeInTheDocument();
    expect(within(stay).queryByText('2026-11')).not.toBeInTheDocument(); // no check-out dates yet
  });

  it("reads the reporting views with an explicit filter on the user's hotel", async () => {
    await renderWithApp(<ReportsPage hotelId={HOTEL} />);
    await screen.findByRole('region', { name: 'Arrivals per month' });
    expect(
      reportingQueries()
        .map((q) => q.table)
        .sort(),
    ).toEqual(['reporting.monthly_arrivals', 'reporting.nationality_mix']);
    for (const query of reportingQueries()) expect(query.calls).toContainEqual(['eq', 'hotel_id', HOTEL]);
  });

  it('groups the nationality mix by country: ICAO and ISO codes and old free text of one country are one row', async () => {
    views.nationality_mix = [
      { nationality: 'D', guests: 3, share_pct: 30 },
      { nationality: 'Martian', guests: 2, share_pct: 20 },
      { nationality: 'DEU', guests: 1, share_pct: 10 },
      { nationality: 'German', guests: 1, share_pct: 10 },
      { nationality: 'germany', guests: 1, share_pct: 10 },
      { nationality: 'Congo', guests: 1, share_pct: 10 },
      { nationality: 'Unknown', guests: 1, share_pct: 10 },
    ];
    await renderWithApp(<ReportsPage hotelId={HOTEL} />);
    const mix = await screen.findByRole('region', { name: 'Nationality mix' });
    const rows = within(within(mix).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Germany660.0 %',
      // 'Congo' fits two countries, 'Martian' none: neither is guessed.
      'Other (free text)330.0 %',
      'Unknown110.0 %',
    ]);
  });

  it('says so when the reports cannot load', async () => {
    views.nationality_mix = new Error('boom');
    await renderWithApp(<ReportsPage hotelId={HOTEL} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reports.');
  });

  it('labels months as YYYY-MM', () => {
    expect(monthLabel('2026-03-01')).toBe('2026-03');
  });
});
