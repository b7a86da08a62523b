/**
 * The passport access log (table `passport_access_log`; owners read their hotel's rows): who saw
 * which guest's image, in what context ('thumbnail' | 'dialog' | 'print' | 'export' | 'erase') and
 * when. Newest first, ACCESS_LOG_PAGE_SIZE a page, with the guests' names looked up.
 */
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '@/lib/paged-query';
import type { Tables } from '@/lib/database.types';
import { fetchNewestPage } from '@/lib/newest-first';
import { supabase } from '@/lib/supabase';
import { dataProtectionKeys } from './data-protection-keys';
import { ERASED_GUEST, fetchGuestNames } from './guest-names';

export const ACCESS_LOG_PAGE_SIZE = 20;
export const ACCESS_LOG_COLUMNS = 'id, guest_id, object_name, accessed_by_email, context, accessed_at';

export type AccessLogEntry = Pick<
  Tables<'passport_access_log'>,
  'id' | 'guest_id' | 'object_name' | 'accessed_by_email' | 'context' | 'accessed_at'
> & { guestName: string };

/** Adds `guestName` to raw rows. */
export async function withGuestNames(rows: Omit<AccessLogEntry, 'guestName'>[]): Promise<AccessLogEntry[]> {
  const names = await fetchGuestNames(rows.map((r) => r.guest_id));
  return rows.map((r) => ({ ...r, guestName: (r.guest_id && names[r.guest_id]) || ERASED_GUEST }));
}

/** `page` is 1-based. Throws the PostgrestError. */
export async function fetchAccessLog(
  hotelId: string,
  page: number,
): Promise<{ rows: AccessLogEntry[]; count: number }> {
  const { rows, count } = await fetchNewestPage(
    supabase.from('passport_access_log').select(ACCESS_LOG_COLUMNS, { count: 'exact' }),
    { hotelId, column: 'accessed_at', page, size: ACCESS_LOG_PAGE_SIZE },
  );
  return { rows: await withGuestNames(rows), count };
}

export const accessLogQueryOptions = (hotelId: string, page: number) =>
  pagedQueryOptions(dataProtectionKeys.accessLog(hotelId, page), () => fetchAccessLog(hotelId, page));

export const useAccessLog = (hotelId: string, page: number) => useQuery(accessLogQueryOptions(hotelId, page));
