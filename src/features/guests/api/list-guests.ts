/**
 * One page of a hotel's guests, newest registration first, with the exact filtered count
 * (docs/product.md#screens-and-routes guest list, docs/product.md#validation search and date filter; docs/architecture.md performance: paging, search and
 * counts run in Postgres). Throws the PostgrestError on failure.
 *
 * Two paths, both ending in the same order + range:
 *  - no search text: the guests table with an explicit `hotel_id` filter (the btree indexes serve
 *    the list and the check-in range);
 *  - search text: the `search_guests` RPC (migration 20261122003000_guest_search.sql). ILIKE is not
 *    LEAKPROOF, so under RLS Postgres never uses the trigram indexes for it; the RPC checks tenancy
 *    itself and can (seconds → milliseconds at 1M guests, bench/LAST_RUN.md). It matches the text
 *    literally (`%`, `_`, `\` escaped in SQL), case-insensitively, on name, email and phone.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { GUEST_COLUMNS, type Guest } from './guest-columns';
import { guestKeys } from './guest-keys';
import { GUEST_PAGE_SIZE, type GuestListFilters } from './guest-list-search';

export type GuestPage = { rows: Guest[]; count: number };

/** The filtered query without paging, newest first; shared with the CSV export. */
export function filteredGuestsQuery(hotelId: string, filters: Omit<GuestListFilters, 'page'>, count?: 'exact') {
  const search = filters.q?.trim();
  if (search) {
    return supabase
      .rpc(
        'search_guests',
        { p_hotel_id: hotelId, p_search: search, p_from: filters.from, p_to: filters.to },
        count ? { count } : undefined,
      )
      .select(GUEST_COLUMNS)
      .order('registered_at', { ascending: false })
      .order('id', { ascending: false });
  }
  let query = supabase
    .from('guests')
    .select(GUEST_COLUMNS, count ? { count } : undefined)
    .eq('hotel_id', hotelId);
  if (filters.from) query = query.gte('check_in', filters.from);
  if (filters.to) query = query.lte('check_in', filters.to); // inclusive on the check-in date (docs/product.md#validation)
  return query.order('registered_at', { ascending: false }).order('id', { ascending: false });
}

export async function fetchGuestPage(hotelId: string, filters: GuestListFilters): Promise<GuestPage> {
  const offset = (filters.page - 1) * GUEST_PAGE_SIZE;
  const { data, error, count } = await filteredGuestsQuery(hotelId, filters, 'exact').range(
    offset,
    offset + GUEST_PAGE_SIZE - 1,
  );
  // PGRST103: the page starts past the last row (e.g. an old URL); show it as empty.
  if (error?.code === 'PGRST103') return { rows: [], count: 0 };
  if (error) throw error;
  return { rows: data ?? [], count: count ?? 0 };
}

export const guestPageQueryOptions = (hotelId: string, filters: GuestListFilters) =>
  queryOptions({
    queryKey: guestKeys.list(hotelId, filters),
    queryFn: () => fetchGuestPage(hotelId, filters),
    placeholderData: keepPreviousData,
  });

export const useGuestPage = (hotelId: string, filters: GuestListFilters) =>
  useQuery(guestPageQueryOptions(hotelId, filters));
