/**
 * The guest list's data (docs/product.md#guest-list; docs/architecture.md#performance): one page of a
 * hotel's guests, newest registration first, and how many match, counted only up to a cap so that no
 * page view costs more as the hotel grows. Both throw the PostgrestError on failure.
 *
 * Pages take two paths, both in the same order:
 *  - no filter: the guests table with an explicit `hotel_id` filter (RLS applies; the LIMIT stops
 *    the walk of the (hotel_id, registered_at) index after one page);
 *  - search text or a check-in window: the `guest_page` RPC, which checks tenancy itself and plans
 *    each request with its values. ILIKE is not LEAKPROOF, so under RLS Postgres never uses the
 *    trigram indexes for it; in the RPC a common term stops at the page's end and a rare one uses the
 *    trigram indexes; a small check-in window is read whole and sorted rather than found by walking
 *    the newest registrations. The text is matched literally.
 * Counts come from the `count_guests` RPC, keyed by the filters only, so paging never recounts.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '@/lib/paged-query';
import { fetchNewestPage } from '@/lib/newest-first';
import { supabase } from '@/lib/supabase';
import { GUEST_COLUMNS, type Guest } from './guest-columns';
import { guestKeys } from './guest-keys';
import { GUEST_PAGE_SIZE, type GuestListFilters } from '../lib/guest-list-search';

export type GuestPage = { rows: Guest[] };

/**
 * How many guests a list shows exactly: beyond it the list reads '10,000+ guests'. Counting up to the
 * cap walks at most cap index entries; a text search scans rows until it has found cap matches (at
 * 1M guests, 1,000 matches of a common name cost ~120 ms, 100 a few ms), so its cap is lower
 * (bench/README.md, "Counts").
 */
export const LIST_COUNT_CAP = 10_000;
export const SEARCH_COUNT_CAP = 100;

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
  if (filters.q?.trim() || filters.from || filters.to) {
    const { data, error } = await supabase
      .rpc('guest_page', { ...rpcFilters(hotelId, filters), p_limit: GUEST_PAGE_SIZE, p_offset: offset })
      .select(GUEST_COLUMNS);
    if (error) throw error;
    return { rows: data ?? [] };
  }
  const { rows } = await fetchNewestPage(supabase.from('guests').select(GUEST_COLUMNS), {
    hotelId,
    column: 'registered_at',
    page: filters.page,
    size: GUEST_PAGE_SIZE,
  });
  return { rows };
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
  // No list column shows a country, so the first rows do not wait for the names (src/lib/countries.ts).
  pagedQueryOptions(guestKeys.list(hotelId, filters), () => fetchGuestPage(hotelId, filters));

export const useGuestPage = (hotelId: string, filters: GuestListFilters) =>
  useQuery(guestPageQueryOptions(hotelId, filters));

export const guestCountQueryOptions = (hotelId: string, filters: Filters) =>
  queryOptions({
    queryKey: guestKeys.count(hotelId, { q: filters.q, from: filters.from, to: filters.to }),
    queryFn: () => fetchGuestCount(hotelId, filters),
    placeholderData: keepPreviousData,
  });

export const useGuestCount = (hotelId: string, filters: Filters) => useQuery(guestCountQueryOptions(hotelId, filters));
