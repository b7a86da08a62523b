/**
 * Export CSV of the Activity page: every entry that matches the filters, read in pages of 1000
 * (PostgREST's max rows), newest first, written with papaparse (cells that start like a spreadsheet
 * formula are escaped) and downloaded as `activity_log.csv`. Throws the PostgrestError.
 */
import { useMutation } from '@tanstack/react-query';
import Papa from 'papaparse';
import { downloadFile } from '@/lib/download';
import { describeAction, describeDetails, type GuestLabels } from '../lib/describe-entry';
import { DOOR_LABELS } from '../lib/activity-kinds';
import { activityQuery } from './activity-query';
import type { ActivityFilters } from './activity-search';
import { toActivityEntry, type ActivityEntry } from './list-activity';

export const ACTIVITY_CSV_FILE = 'activity_log.csv';
const BATCH = 1000;

/**
 * Entries logged after the export began have larger ids (an identity column): capping every page at the
 * first page's newest id keeps them from shifting the later pages, so no entry is written twice.
 */
async function fetchAll(hotelId: string, filters: ActivityFilters): Promise<ActivityEntry[]> {
  const rows: ActivityEntry[] = [];
  for (let offset = 0; ; offset += BATCH) {
    const newest = rows[0]?.id;
    const query = activityQuery(hotelId, filters);
    const { data, error } = await (newest ? query.lte('id', newest) : query).range(offset, offset + BATCH - 1);
    if (error) throw error;
    rows.push(...(data ?? []).map(toActivityEntry));
    if (!data || data.length < BATCH) return rows;
  }
}

/** The CSV text: When (ISO), Who, User ID, Door, Action, Guest, Guest ID, Details (field names as `labels`). */
export function buildActivityCsv(rows: readonly ActivityEntry[], labels: GuestLabels): string {
  return Papa.unparse(
    {
      fields: ['When', 'Who', 'User ID', 'Door', 'Action', 'Guest', 'Guest ID', 'Details'],
      data: rows.map((r) => [
        r.occurred_at,
        r.actor_email ?? '',
        r.actor_id ?? '',
        DOOR_LABELS[r.door] ?? r.door,
        describeAction(r),
        r.guest_name ?? '',
        r.entity === 'guest' ? (r.entity_id ?? '') : '',
        describeDetails(r, labels),
      ]),
    },
    { escapeFormulae: true },
  );
}

/** @returns the number of entries exported */
export async function exportActivityCsv(
  hotelId: string,
  filters: ActivityFilters,
  labels: GuestLabels,
): Promise<number> {
  const rows = await fetchAll(hotelId, filters);
  // A BOM makes Excel read UTF-8 names correctly.
  downloadFile(ACTIVITY_CSV_FILE, ['\uFEFF', buildActivityCsv(rows, labels)], 'text/csv;charset=utf-8');
  return rows.length;
}

export const useExportActivity = (hotelId: string, labels: GuestLabels) =>
  useMutation({ mutationFn: (filters: ActivityFilters) => exportActivityCsv(hotelId, filters, labels) });
