/** What the CSV export reads of each guest, and the form the rows travel in (docs/architecture.md#performance). */
import { GUEST_FIELD_KEYS, GUEST_FIELDS } from '@shared/guest-fields';
import type { Guest } from './guest-columns';

/** Guests as the export reads them: `rows[i][j]` is the value of `columns[j]`. */
export type GuestValues = { columns: (keyof Guest)[]; rows: unknown[][] };

/**
 * The columns the CSV reads (docs/product.md#guest-list): every registry field, the check-in and
 * check-out stamps, and the id that keys the list.
 */
export const EXPORT_COLUMNS: (keyof Guest)[] = [
  'id',
  'registered_at',
  'checked_out_at',
  ...GUEST_FIELD_KEYS.map((key) => GUEST_FIELDS[key].column),
];
