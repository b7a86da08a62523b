/** Guests in the export's wire form (rows of values under column names), for tests. */
import type { Guest } from '../api/guest-columns';
import { EXPORT_COLUMNS, type GuestValues } from '../api/export-columns';

/** @returns `guests` as `guest_export_rows` sends them, in `columns` (default: the CSV's) */
export function valuesOf(guests: readonly Guest[], columns: (keyof Guest)[] = EXPORT_COLUMNS): GuestValues {
  return { columns, rows: guests.map((g) => columns.map((c) => g[c])) };
}
