/**
 * The guest list's data (docs/product.md#guest-list; docs/architecture.md#performance): one page of a
 * hotel's guests, newest registration first, and how many match, counted only up to a cap so that no
 * page view costs more as the hotel grows. Both throw the PostgrestError on failure.
 *
 * Pages take two paths, both in the same order:
 *  - no search text: the guests table with an explicit `hotel_id` filter (RLS applies; the btree
 *    indexes serve the list and the check-in range, and the LIMIT stops the index walk);
 *  - search text: the `guest_page` RPC. ILIKE is not LEAKPROOF, so under RLS Postgres never uses the
 *    trigram indexes for it; the RPC checks tenancy itself, takes the page size inside (a common term
 *    stops at the page's end, a rare one uses the trigram indexes) and matches the text literally.
 * Counts come from the `count_guests` RPC, keyed by the filters only, so paging never recounts.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { GUEST_COLUMNS, type Guest } from './guest-columns';
import { guestKeys } from './guest-keys';
import { GUEST_PAGE_SIZE, type GuestListFilters } from './guest-list-search';

export type GuestPage = { rows: Guest[] };

/**
 * How many guests a list shows exactly: beyond it the list reads '10,000+ guests'. Counting up to the
 * cap walks at most cap index entries (measured: bench/README.md, "Counts"); a text search scans
 * rows until it has found cap matches, so its cap is lower.
 */
export const LIST_COUNT_CAP = 10_000;
export const SEARCH_COUNT_CAP = 1_000;

/** The filtered total: `count` is exact when `capped` is false, else a lower bound (the cap). */
export type GuestCount = { count: number; capped: boolean };

type Filters = Omit<GuestListFilters, 'page'>;

/** The RPC arguments of a filtered list (an absent filter is left out: the SQL default is none). */
export const rpcFilters = (hotelId: string, filters: Filters) => ({
  p_hotel_id: hotelId,
  p_search: filters.q?.trim() || undefined,
  p_from: filters.from,
  p_to: filters.to,
});

/** One page (1-based `filters.page`, GUEST_PAGE_SIZE rows) of the filtered list, newest first. */
export async function fetchGuestPage(hotelId: string, filters: GuestListFilters): Promise<GuestPage> {
  const offset = (filters.page - 1) * GUEST_PAGE_SIZE;
  if (filters.q?.trim()) {
    const { data, error } = await supabase
      .rpc('guest_page', { ...rpcFilters(hotelId, filters), p_limit: GUEST_PAGE_SIZE, p_offset: offset })
      .select(GUEST_COLUMNS);
    if (error) throw error;
    return { rows: data ?? [] };
  }
  let query = supabase.from('guests').select(GUEST_COLUMNS).eq('hotel_id', hotelId);
  if (filters.from) query = query.gte('check_in', filters.from);
  if (filters.to) query = query.lte('check_in', filters.to); // inclusive on the check-in date (docs/product.md#validation)
  const { data, error } = await query
    .order('registered_at', { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + GUEST_PAGE_SIZE - 1);
  // PGRST103: the page starts past the last row (e.g. an old URL); show it as empty.
  if (error?.code === 'PGRST103') return { rows: [] };
  if (error) throw error;
  return { rows: data ?? [] };
}

/** How many guests match the filters, exact up to the cap that fits the query (see LIST_COUNT_CAP). */
export async function fetchGuestCount(hotelId: string, filters: Filters): Promise<GuestCount> {
  const cap = filters.q?.trim() ? SEARCH_COUNT_CAP : LIST_COUNT_CAP;
  const { data, error } = await supabase.rpc('count_guests', { ...rpcFilters(hotelId, filters), p_cap: cap });
  if (error) throw error;
  const matched = data ?? 0;
  return matched > cap ? { count: cap, capped: true } : { count: matched, capped: false };
}

export const guestPageQueryOptions = (hotelId: string, filters: GuestListFilters) =>
  queryOptions({
    queryKey: guestKeys.list(hotelId, filters),
    queryFn: () => fetchGuestPage(hotelId, filters),
    placeholderData: keepPreviousData,
  });

export const useGuestPage = (hotelId: string, filters: GuestListFilters) =>
  useQuery(guestPageQueryOptions(hotelId, filters));

export const guestCountQueryOptions = (hotelId: string, filters: Filters) =>
  queryOptions({
    queryKey: guestKeys.count(hotelId, { q: filters.q, from: filters.from, to: filters.to }),
    queryFn: () => fetchGuestCount(hotelId, filters),
    placeholderData: keepPreviousData,
  });

export const useGuestCount = (hotelId: string, filters: Filters) => useQuery(guestCountQueryOptions(hotelId, filters));
