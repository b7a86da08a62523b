/**
 * The CSV export's reads (docs/architecture.md#performance): one `guest_export_bounds` call plans the
 * pages (the total and the key of every EXPORT_PAGE_SIZE-th guest of the filtered list), then
 * `guest_export_rows` fetches the key ranges between those keys (the first already while planning),
 * PAGES_IN_FLIGHT at a time, handed over in list order. Each range comes as column names plus rows
 * of values (half the bytes of one object per row), only the columns the CSV writes.
 */
import { supabase } from '@/lib/supabase';
import { EXPORT_COLUMNS, type GuestValues } from './export-columns';
import type { GuestListFilters } from '../lib/guest-list-search';
import { rpcFilters } from './list-guests';

type Filters = Omit<GuestListFilters, 'page'>;
/** A guest's place in the list: [registered_at (ISO timestamp), id]. */
type ListKey = [registeredAt: string, id: string];
/** A page of the export: the guests after `before` (from the start when absent) through `through` (to the end). */
type KeyRange = { before?: ListKey; through?: ListKey };

/**
 * Rows per page (a 100k export is 50 pages). Smaller pages keep less in memory at a time. Measured on
 * 100k guests: 5,000 is a little faster (about 1.0 s against 1.1 s) but peaks at 75 MB of heap and keeps
 * 22 MB, against 45 MB and 9 MB at 2,000; 1,000 is slower (more requests) and no leaner.
 */
export const EXPORT_PAGE_SIZE = 2000;
/** Pages requested at once: enough to keep the database and the API busy while a page becomes CSV. */
export const PAGES_IN_FLIGHT = 3;
/** The most rows one request asks for; a range only grows past EXPORT_PAGE_SIZE when guests arrive meanwhile. */
const RANGE_LIMIT = 10_000;

/** The plan of one export: how many guests match, and each page's key range in list order. */
type ExportPlan = { total: number; ranges: KeyRange[] };

/**
 * @returns the total and the key ranges of `EXPORT_PAGE_SIZE` guests each (one empty range when none match)
 * @throws PostgrestError when the call fails; the signal's AbortError when canceled
 */
async function planExport(hotelId: string, filters: Filters, signal?: AbortSignal): Promise<ExportPlan> {
  const call = supabase.rpc('guest_export_bounds', { ...rpcFilters(hotelId, filters), p_page_size: EXPORT_PAGE_SIZE });
  const { data, error } = await (signal ? call.abortSignal(signal) : call);
  if (error) throw error;
  const { total, bounds } = data as { total: number; bounds: ListKey[] };
  // When the total is a whole number of pages, the last bound is the last guest: no range after it.
  const used = bounds.slice(0, Math.max(0, Math.ceil(total / EXPORT_PAGE_SIZE) - 1));
  const ranges = [...used, undefined].map((through, i) => ({ before: used[i - 1], through }));
  return { total, ranges };
}

/**
 * Plans the export while its first page is already on its way (it needs no key), so the plan costs
 * no round trip of its own. The early page stands for the first range when it ends at the same key
 * (or, for a single range, holds fewer than a page); else, the list having changed in between, the
 * range is fetched again.
 * @returns the total and one task per page, in list order
 * @throws PostgrestError when the plan fails; the signal's AbortError when canceled
 */
export async function planPages(
  hotelId: string,
  filters: Filters,
  signal?: AbortSignal,
): Promise<{ total: number; pages: (() => Promise<GuestValues>)[] }> {
  const early = fetchRows(hotelId, filters, {}, EXPORT_PAGE_SIZE, signal);
  early.catch(() => undefined); // awaited by the first task; a failed plan must not leave it unhandled
  const { total, ranges } = await planExport(hotelId, filters, signal);
  const fetch = (range: KeyRange) => () => fetchRange(hotelId, filters, range, signal);
  const first = async () => {
    const page = await early;
    const last = lastKey(page);
    const through = ranges[0].through;
    const whole = through ? last?.[0] === through[0] && last[1] === through[1] : page.rows.length < EXPORT_PAGE_SIZE;
    return whole ? page : fetch(ranges[0])();
  };
  return { total, pages: ranges.map((range, i) => (i === 0 ? first : fetch(range))) };
}

/**
 * Every guest of one key range, newest first; asks again from the last key when guests registered
 * since the plan filled a request.
 * @throws PostgrestError when a call fails; the signal's AbortError when canceled
 */
export async function fetchRange(
  hotelId: string,
  filters: Filters,
  { before, through }: KeyRange,
  signal?: AbortSignal,
): Promise<GuestValues> {
  let page: GuestValues | undefined;
  for (let after = before; ;) {
    const more = await fetchRows(hotelId, filters, { before: after, through }, RANGE_LIMIT, signal);
    if (page) page.rows.push(...more.rows);
    else page = more;
    if (more.rows.length < RANGE_LIMIT) return page;
    after = lastKey(more);
  }
}

/** The list key of a page's last guest; undefined for an empty page. */
function lastKey({ columns, rows }: GuestValues): ListKey | undefined {
  const last = rows[rows.length - 1];
  return last && ([last[columns.indexOf('registered_at')], last[columns.indexOf('id')]] as ListKey);
}

/** One `guest_export_rows` request: at most `limit` guests of the range, the CSV's columns. */
async function fetchRows(
  hotelId: string,
  filters: Filters,
  { before, through }: KeyRange,
  limit: number,
  signal?: AbortSignal,
): Promise<GuestValues> {
  signal?.throwIfAborted(); // Cancel: no further request
  const call = supabase.rpc('guest_export_rows', {
    ...rpcFilters(hotelId, filters),
    p_limit: limit,
    p_before_at: before?.[0],
    p_before_id: before?.[1],
    p_through_at: through?.[0],
    p_through_id: through?.[1],
    p_columns: EXPORT_COLUMNS,
  });
  const { data, error } = await (signal ? call.abortSignal(signal) : call);
  if (error) throw error;
  return data as GuestValues;
}

/**
 * Runs `tasks` with at most `inFlight` at once and yields their results in order. The next task
 * starts as soon as a result is taken, before the consumer works on it; once the consumer stops
 * (return or throw), no further task starts.
 */
export async function* inOrder<T>(tasks: (() => Promise<T>)[], inFlight: number): AsyncGenerator<T> {
  const running: Promise<T>[] = [];
  let next = 0;
  const fill = () => {
    while (running.length < inFlight && next < tasks.length) {
      const task = tasks[next++]();
      task.catch(() => undefined); // awaited in order below; a later one failing first must not go unhandled
      running.push(task);
    }
  };
  fill();
  while (running.length) {
    const result = await running.shift()!;
    fill();
    yield result;
  }
}
