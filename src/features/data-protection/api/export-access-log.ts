/**
 * Export CSV of the whole passport access log: every row of the hotel, read in pages of 1000
 * (PostgREST's max rows), written with papaparse (cells that start like a spreadsheet formula are
 * escaped) and downloaded as `passport_access_log.csv`, newest first. Throws the PostgrestError.
 */
import { useMutation } from '@tanstack/react-query';
import Papa from 'papaparse';
import { downloadFile } from '@/lib/download';
import { newestFirst } from '@/lib/newest-first';
import { supabase } from '@/lib/supabase';
import { ACCESS_LOG_COLUMNS, withGuestNames, type AccessLogEntry } from './list-access-log';

export const ACCESS_LOG_CSV_FILE = 'passport_access_log.csv';
const BATCH = 1000;

async function fetchWholeLog(hotelId: string): Promise<AccessLogEntry[]> {
  const rows: Omit<AccessLogEntry, 'guestName'>[] = [];
  for (let offset = 0; ; offset += BATCH) {
    const { data, error } = await newestFirst(
      supabase.from('passport_access_log').select(ACCESS_LOG_COLUMNS),
      hotelId,
      'accessed_at',
      offset,
      BATCH,
    );
    if (error) throw error;
    rows.push(...(data ?? []));
    if (!data || data.length < BATCH) return withGuestNames(rows);
  }
}

/** The CSV text: one header row, then When (ISO), Who, Guest, Guest ID, Object, Context. */
export function buildAccessLogCsv(rows: readonly AccessLogEntry[]): string {
  return Papa.unparse(
    {
      fields: ['When', 'Who', 'Guest', 'Guest ID', 'Object', 'Context'],
      data: rows.map((r) => [
        r.accessed_at,
        r.accessed_by_email ?? '',
        r.guestName,
        r.guest_id ?? '',
        r.object_name,
        r.context,
      ]),
    },
    { escapeFormulae: true },
  );
}

/** @returns the number of rows exported */
export async function exportAccessLogCsv(hotelId: string): Promise<number> {
  const rows = await fetchWholeLog(hotelId);
  // A BOM makes Excel read UTF-8 names correctly.
  downloadFile(ACCESS_LOG_CSV_FILE, ['\uFEFF', buildAccessLogCsv(rows)], 'text/csv;charset=utf-8');
  return rows.length;
}

export const useExportAccessLog = (hotelId: string) => useMutation({ mutationFn: () => exportAccessLogCsv(hotelId) });
