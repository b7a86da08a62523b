/**
 * Reads a `reporting` view for one hotel. The views are security_invoker, so RLS limits them to the
 * caller's hotel; the explicit hotel_id filter keeps the plan on the hotel's rows.
 */
import type { PostgrestError } from '@supabase/supabase-js';

/** What `readReport` needs of `supabase.schema('reporting').from(view).select(columns)`. */
interface ReportQuery<Q> {
  eq(column: 'hotel_id', value: string): Q;
  order(column: string, options: { ascending: boolean }): Q;
}
type ReportResponse = { data: unknown[] | null; error: PostgrestError | null };
type RowOf<Q> = Awaited<Q> extends { data: (infer Row)[] | null } ? Row : never;

/**
 * The rows of `hotelId` in `query`'s view, sorted by `order.column` (ascending unless told otherwise),
 * each made a report row by `toRow`. Throws the PostgrestError.
 */
export async function readReport<Q extends ReportQuery<Q> & PromiseLike<ReportResponse>, Out>(
  query: Q,
  hotelId: string,
  order: { column: string; ascending?: boolean },
  toRow: (row: RowOf<Q>) => Out,
): Promise<Out[]> {
  const { data, error } = await query
    .eq('hotel_id', hotelId)
    .order(order.column, { ascending: order.ascending ?? true });
  if (error) throw error;
  return ((data ?? []) as RowOf<Q>[]).map(toRow);
}
