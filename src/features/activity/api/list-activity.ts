/**
 * One page of the Activity page's entries (ACTIVITY_PAGE_SIZE, newest first) and the filtered total.
 * The view's columns read as nullable in the generated types; every entry has them (NOT NULL in
 * `activity_log`), so rows are read into `ActivityEntry` once here.
 */
import { useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '@/lib/paged-query';
import type { Database } from '@/lib/database.types';
import { activityKeys } from './activity-keys';
import { activityQuery } from './activity-query';
import { ACTIVITY_PAGE_SIZE, type ActivityFilters } from '../lib/activity-search';

type ViewRow = Database['public']['Views']['activity_log_entries']['Row'];

export type ActivityEntry = {
  id: number;
  occurred_at: string;
  entity: string;
  entity_id: string | null;
  action: string;
  fields: string[];
  old_values: unknown;
  new_values: unknown;
  actor_id: string | null;
  actor_email: string | null;
  door: string;
  guest_name: string | null;
};

export const toActivityEntry = (row: Omit<ViewRow, 'hotel_id'>): ActivityEntry => ({
  ...row,
  id: row.id ?? 0,
  occurred_at: row.occurred_at ?? '',
  entity: row.entity ?? '',
  action: row.action ?? '',
  fields: row.fields ?? [],
  door: row.door ?? '',
});

/** `page` is 1-based. A page past the end (PGRST103: entries purged meanwhile) is empty. Throws the PostgrestError. */
export async function fetchActivityPage(
  hotelId: string,
  filters: ActivityFilters,
  page: number,
): Promise<{ rows: ActivityEntry[]; count: number }> {
  const from = (page - 1) * ACTIVITY_PAGE_SIZE;
  const { data, error, count } = await activityQuery(hotelId, filters, 'exact').range(
    from,
    from + ACTIVITY_PAGE_SIZE - 1,
  );
  if (error?.code === 'PGRST103') return { rows: [], count: count ?? 0 };
  if (error) throw error;
  return { rows: (data ?? []).map(toActivityEntry), count: count ?? 0 };
}

export const activityPageQueryOptions = (hotelId: string, filters: ActivityFilters, page: number) =>
  pagedQueryOptions(activityKeys.page(hotelId, filters, page), () => fetchActivityPage(hotelId, filters, page));

export const useActivityPage = (hotelId: string, filters: ActivityFilters, page: number) =>
  useQuery(activityPageQueryOptions(hotelId, filters, page));
