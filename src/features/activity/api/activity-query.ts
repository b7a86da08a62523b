/**
 * The one query behind the Activity page and its CSV: `activity_log_entries` (the log with each guest's
 * current name; RLS lets only the hotel's owner read it) of one hotel, filtered in the database, newest
 * first with ties broken by id so pages never overlap (docs/architecture.md#performance).
 */
import { supabase } from '@/lib/supabase';
import { ACTIVITY_KINDS, SCHEDULE_PERSON } from '../lib/activity-kinds';
import type { ActivityFilters } from './activity-search';

export const ACTIVITY_COLUMNS =
  'id, occurred_at, entity, entity_id, action, fields, old_values, new_values, actor_id, actor_email, door, guest_name';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Midnight at the start of a local calendar day `YYYY-MM-DD`, `days` later, as an ISO instant. */
function localDayStart(isoDate: string, days = 0): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(y, m - 1, d + days).toISOString();
}

/**
 * The hotel's entries that match `filters`, newest first; still to be ranged and awaited.
 * @param count `'exact'` to have the total counted (the page), omitted for the export
 */
export function activityQuery(hotelId: string, filters: ActivityFilters, count?: 'exact') {
  let query = supabase
    .from('activity_log_entries')
    .select(ACTIVITY_COLUMNS, count ? { count } : undefined)
    .eq('hotel_id', hotelId);
  if (filters.action) {
    const kind = ACTIVITY_KINDS[filters.action];
    query = query.eq('entity', kind.entity).eq('action', kind.action);
  }
  if (filters.person === SCHEDULE_PERSON) query = query.eq('door', 'schedule');
  else if (filters.person) query = query.eq('actor_id', filters.person);
  if (filters.from) query = query.gte('occurred_at', localDayStart(filters.from));
  if (filters.to) query = query.lt('occurred_at', localDayStart(filters.to, 1));
  if (filters.guest && UUID.test(filters.guest)) query = query.eq('entity_id', filters.guest);
  // PostgREST reads `*` as `%`; the wildcards a name never needs are dropped, not escaped.
  else if (filters.guest) query = query.ilike('guest_name', `*${filters.guest.replace(/[%_*\\]/g, '')}*`);
  return query.order('occurred_at', { ascending: false }).order('id', { ascending: false });
}
