/** Columns the SPA reads from `public.guests` (the field registry's plus the system ones) and the row type. */
import type { Tables } from '@/lib/database.types';
import { GUEST_FIELD_KEYS, GUEST_FIELDS, SYSTEM_COLUMNS, type GuestFieldColumn } from '@shared/guest-fields';

/** System columns the SPA never reads: who created a row, idempotency bookkeeping, row stamps. */
const NOT_READ = ['created_by', 'idempotency_key', 'idempotency_fingerprint', 'created_at', 'updated_at'] as const;
type SystemRead = Exclude<(typeof SYSTEM_COLUMNS)[number], (typeof NOT_READ)[number]>;
const SYSTEM_READ = SYSTEM_COLUMNS.filter((c): c is SystemRead => !(NOT_READ as readonly string[]).includes(c));

export type Guest = Pick<Tables<'guests'>, GuestFieldColumn | SystemRead>;

/**
 * The `select` list: system columns, then every registry column. supabase-js infers row types only from
 * a literal select string, so the built list is typed as '*': the rows it returns are `Guest`s.
 */
export const GUEST_COLUMNS = [...SYSTEM_READ, ...GUEST_FIELD_KEYS.map((key) => GUEST_FIELDS[key].column)].join(
  ', ',
) as '*';

/**
 * Storage object names of a guest's passport images. Older records may hold one string or full
 * URLs (docs/product.md#guest-fields); URLs are shown as they are, names get signed URLs.
 */
export function attachmentsOf(guest: Pick<Guest, 'attachments'>): string[] {
  const raw = guest.attachments as unknown;
  if (Array.isArray(raw)) return raw.filter((a): a is string => typeof a === 'string' && a.length > 0);
  return typeof raw === 'string' && raw ? [raw] : [];
}
