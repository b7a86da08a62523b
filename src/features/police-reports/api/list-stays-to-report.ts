/**
 * The stays still to report (docs/police-reports.md#the-page): the `stays_to_report` view, arrived stays
 * with guests in no live report of the hotel's authority, oldest arrival first. At most 500: a small
 * hotel reports daily, so more means something to clear first.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { policeReportKeys } from './police-report-keys';

export interface StayToReport {
  id: string;
  arrivalDate: string;
  departureDate: string | null;
  room: string | null;
  reference: string | null;
  /** When the stay was checked in (ISO instant): the 24 hours run from there. */
  checkedInAt: string | null;
  leadName: string;
  guests: number;
}

export const STAYS_TO_REPORT_LIMIT = 500;

export async function listStaysToReport(hotelId: string): Promise<StayToReport[]> {
  const { data, error } = await supabase
    .from('stays_to_report')
    .select('id, arrival_date, departure_date, room, contract_reference, checked_in_at, lead_name, guests_to_report')
    .eq('hotel_id', hotelId)
    .order('arrival_date')
    .order('checked_in_at')
    .limit(STAYS_TO_REPORT_LIMIT);
  if (error) throw error;
  return data.map((row) => ({
    id: row.id!,
    arrivalDate: row.arrival_date!,
    departureDate: row.departure_date,
    room: row.room,
    reference: row.contract_reference,
    checkedInAt: row.checked_in_at,
    leadName: row.lead_name ?? 'Guest',
    guests: row.guests_to_report ?? 0,
  }));
}

export const staysToReportQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: policeReportKeys.toReport(hotelId), queryFn: () => listStaysToReport(hotelId) });

export const useStaysToReport = (hotelId: string) => useQuery(staysToReportQueryOptions(hotelId));
