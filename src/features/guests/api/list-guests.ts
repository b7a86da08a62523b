/**
 * One page of a hotel's guests, newest registration first, with the exact filtered count
 * (spec §2 guest list; ARCHITECTURE.md performance: paging, search and counts run in Postgres).
 * The explicit `hotel_id` filter is not redundant with RLS: without it Postgres cannot use the
 * trigram index for ILIKE under a policy. Throws the PostgrestError on failure.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { GUEST_COLUMNS, type Guest } from './guest-columns';
import { guestKeys } from './guest-keys';
import { GUEST_PAGE_SIZE, type GuestListFilters } from './guest-list-search';
import { guestSearchFilter } from './postgrest-search';

export type GuestPage = { rows: Guest[]; count: number };

/** The filtered query without paging; shared with the CSV export. */
export function filteredGuestsQuery(hotelId: string, filters: Omit<GuestListFilters, 'page'>, count?: 'exact') {
  let query = supabase.from('guests').select(GUEST_COLUMNS, count ? { count } : undefined).eq('hotel_id', hotelId);
  if (filters.from) query = query.gte('check_in', filters.from);
  if (filters.to) query = query.lte('check_in', filters.to); // inclusive on the check-in date (spec §5)
  if (filters.q) query = query.or(guestSearchFilter(filters.q));
  return query.order('registered_at', { ascending: false }).order('id', { ascending: false });
}

export async function fetchGuestPage(hotelId: string, filters: GuestListFilters): Promise<GuestPage> {
  const offset = (filters.page - 1) * GUEST_PAGE_SIZE;
  const { data, error, count } = await filteredGuestsQuery(hotelId, filters, 'exact').range(offset, offset + GUEST_PAGE_SIZE - 1);
  // PGRST103: the page starts past the last row (e.g. an old URL); show it as empty.
  if (error?.code === 'PGRST103') return { rows: [], count: 0 };
  if (error) throw error;
  return { rows: (data ?? []) as Guest[], count: count ?? 0 };
}

export const guestPageQueryOptions = (hotelId: string, filters: GuestListFilters) =>
  queryOptions({
    queryKey: guestKeys.list(hotelId, filters),
    queryFn: () => fetchGuestPage(hotelId, filters),
    placeholderData: keepPreviousData,
  });

export const useGuestPage = (hotelId: string, filters: GuestListFilters) => useQuery(guestPageQueryOptions(hotelId, filters));
