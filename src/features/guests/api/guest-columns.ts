/** Columns the SPA reads from `public.guests` (the field registry's plus the system ones) and the row type. */
import type { Tables } from '@/lib/database.types';
import { GUEST_FIELD_KEYS, GUEST_FIELDS, type GuestFieldColumn } from '@shared/guest-fields';

const SYSTEM_READ = [
  'id',
  'hotel_id',
  'registered_at',
  'checked_out_at',
  'attachments',
  'created_from',
  'legal_hold',
] as const;

export type Guest = Pick<Tables<'guests'>, GuestFieldColumn | (typeof SYSTEM_READ)[number]>;

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
