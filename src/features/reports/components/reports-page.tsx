/**
 * Reports: arrivals per month, nationality mix and average stay for the signed-in staff's
 * hotel, each as a chart with the numbers behind it. Data comes from the `reporting` views, which
 * the database limits to the caller's hotel; owners can query the same views in SQL (README).
 */
import type { ReactElement } from 'react';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useMonthlyArrivals } from '../api/get-monthly-arrivals';
import { useNationalityMix } from '../api/get-nationality-mix';
import { NumbersTable, ReportCard } from './report-card';

/** `2026-11-01` → `2026-11` (the month label on axes and in tables). */
export const monthLabel = (isoDate: string) => isoDate.slice(0, 7);

/**
 * A per-month chart of `data` (rows with a `label` month): grid, month axis, value axis, tooltip and
 * `series`. A function, not a component: recharts lays out only its chart's direct children.
 */
const monthChart = (
  Chart: typeof BarChart | typeof LineChart,
  data: { label: string }[],
  series: ReactElement,
  allowDecimals = true,
) => (
  <Chart data={data}>
    <CartesianGrid strokeDasharray="3 3" vertical={false} />
    <XAxis dataKey="label" fontSize={12} />
    <YAxis allowDecimals={allowDecimals} fontSize={12} />
    <Tooltip />
    {series}
  </Chart>
);

export function ReportsPage({ hotelId }: { hotelId: string }) {
  const arrivals = useMonthlyArrivals(hotelId);
  const mix = useNationalityMix(hotelId);

  if (arrivals.isPending || mix.isPending)
    return (
      <p role="status" className="py-10 text-center text-slate-500">
        Loading reports...
      </p>
    );
  if (arrivals.isError || mix.isError)
    return (
      <p role="alert" className="text-red-700">
        Failed to load reports.
      </p>
    );

  const months = arrivals.data.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const stays = months.filter((m) => m.averageNights != null);
  const topNationalities = mix.data.slice(0, 8);
  if (months.length === 0)
    return (
      <p className="py-10 text-center text-slate-500">No guests yet: reports appear after the first registration.</p>
    );

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ReportCard
        title="Arrivals per month"
        description="Guests by check-in month."
        chart={monthChart(BarChart, months, <Bar dataKey="arrivals" name="Arrivals" fill="#1d4ed8" />, false)}
        table={
          <NumbersTable
            caption="Arrivals per month"
            columns={['Month', 'Arrivals']}
            rows={months.map((m) => [m.label, m.arrivals])}
          />
        }
      />
      <ReportCard
        title="Nationality mix"
        description="Guests per nationality, largest first."
        chart={
          <BarChart data={topNationalities} layout="vertical" margin={{ left: 24 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} fontSize={12} />
            <YAxis type="category" dataKey="nationality" width={110} fontSize={12} />
            <Tooltip />
            <Bar dataKey="guests" name="Guests" fill="#0f766e" />
          </BarChart>
        }
        table={
          <NumbersTable
            caption="Nationality mix"
            columns={['Nationality', 'Guests', 'Share']}
            rows={mix.data.map((n) => [n.nationality, n.guests, `${n.sharePct.toFixed(1)} %`])}
          />
        }
      />
      <ReportCard
        title="Average stay"
        description="Average nights per check-in month, for stays with a check-out date."
        chart={monthChart(
          LineChart,
          stays,
          <Line dataKey="averageNights" name="Average nights" stroke="#b45309" strokeWidth={2} />,
        )}
        table={
          <NumbersTable
            caption="Average stay per month"
            columns={['Month', 'Average nights']}
            rows={stays.map((m) => [m.label, (m.averageNights ?? 0).toFixed(1)])}
          />
        }
      />
    </div>
  );
}
