/**
 * The history of generated files (docs/police-reports.md#history), newest first, ten a page with the
 * total counted by the database.
 */
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '@/lib/paged-query';
import { supabase } from '@/lib/supabase';
import { policeReportKeys } from './police-report-keys';

export const HISTORY_PAGE_SIZE = 10;

export interface PoliceReportRow {
  id: string;
  authority: string;
  fileName: string;
  sha256: string;
  status: 'generated' | 'accepted' | 'discarded';
  receiptNumber: string | null;
  createdByEmail: string | null;
  createdAt: string;
  guests: number;
  stays: number;
}

export async function listPoliceReports(hotelId: string, page: number) {
  const from = (page - 1) * HISTORY_PAGE_SIZE;
  const { data, error, count } = await supabase
    .from('police_reports')
    .select(
      'id, authority, file_name, file_sha256, status, receipt_number, created_by_email, created_at, guest_ids, stay_ids',
      {
        count: 'exact',
      },
    )
    .eq('hotel_id', hotelId)
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + HISTORY_PAGE_SIZE - 1);
  if (error) throw error;
  const rows: PoliceReportRow[] = data.map((row) => ({
    id: row.id,
    authority: row.authority,
    fileName: row.file_name,
    sha256: row.file_sha256,
    status: row.status as PoliceReportRow['status'],
    receiptNumber: row.receipt_number,
    createdByEmail: row.created_by_email,
    createdAt: row.created_at,
    guests: row.guest_ids.length,
    stays: row.stay_ids.length,
  }));
  return { rows, total: count ?? rows.length };
}

export const policeReportsQueryOptions = (hotelId: string, page: number) =>
  pagedQueryOptions(policeReportKeys.history(hotelId, page), () => listPoliceReports(hotelId, page));

export const usePoliceReports = (hotelId: string, page: number) => useQuery(policeReportsQueryOptions(hotelId, page));
