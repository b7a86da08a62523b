/**
 * Arrivals per calendar month and the average stay of those arrivals, from the `reporting` schema
 * (view `reporting.monthly_arrivals`, security_invoker: RLS limits it to the caller's hotel; the
 * explicit hotel_id filter keeps the plan on the hotel's rows). Oldest month first.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { readReport } from './read-report';
import { reportKeys } from './report-keys';

export type MonthlyArrivals = {
  /** First day of the month, ISO date `YYYY-MM-DD`. */
  month: string;
  arrivals: number;
  /** Average nights of the month's stays that have a check-out date; null when none has. */
  averageNights: number | null;
};

export const fetchMonthlyArrivals = (hotelId: string): Promise<MonthlyArrivals[]> =>
  readReport(
    supabase.schema('reporting').from('monthly_arrivals').select('month, arrivals, average_nights'),
    hotelId,
    { column: 'month' },
    (row) => ({
      month: row.month ?? '',
      arrivals: row.arrivals ?? 0,
      averageNights: row.average_nights == null ? null : Number(row.average_nights),
    }),
  );

export const monthlyArrivalsQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: reportKeys.monthlyArrivals(hotelId), queryFn: () => fetchMonthlyArrivals(hotelId) });

export const useMonthlyArrivals = (hotelId: string) => useQuery(monthlyArrivalsQueryOptions(hotelId));
