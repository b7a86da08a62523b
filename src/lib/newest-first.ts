/**
 * The order of every paged list of a hotel's rows (guests, access log, deletion receipts): newest
 * first by a timestamp column, ties broken by id descending so that pages never overlap or skip a
 * row (docs/architecture.md#performance).
 */
import type { PostgrestError } from '@supabase/supabase-js';

/** What the helpers need of a supabase-js filter builder (`supabase.from(table).select(columns)`). */
interface HotelRowsQuery<Q> {
  eq(column: 'hotel_id', value: string): Q;
  order(column: string, options: { ascending: boolean }): Q;
  range(from: number, to: number): Q;
}

type PageResponse = { data: unknown[] | null; error: PostgrestError | null; count: number | null };

/**
 * `query` limited to the hotel's rows `offset`..`offset + size - 1` (0-based), newest `column` first.
 * Returns the builder, still to be awaited.
 */
export function newestFirst<Q extends HotelRowsQuery<Q>>(
  query: Q,
  hotelId: string,
  column: string,
  offset: number,
  size: number,
): Q {
  return query
    .eq('hotel_id', hotelId)
    .order(column, { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + size - 1);
}

/**
 * Page `page` (1-based, `size` rows) of the hotel's rows, newest `column` first, and the total the
 * select counted (`{ count: 'exact' }`; 0 when it counted nothing). A page that starts past the last
 * row (PostgREST PGRST103: rows purged meanwhile, an old URL) is empty. Throws the PostgrestError.
 */
export async function fetchNewestPage<Q extends HotelRowsQuery<Q> & PromiseLike<PageResponse>>(
  query: Q,
  { hotelId, column, page, size }: { hotelId: string; column: string; page: number; size: number },
): Promise<{ rows: NonNullable<Awaited<Q>['data']>; count: number }> {
  const { data, error, count } = await newestFirst(query, hotelId, column, (page - 1) * size, size);
  if (error?.code === 'PGRST103') return { rows: [], count: count ?? 0 };
  if (error) throw error;
  return { rows: data ?? [], count: count ?? 0 };
}
