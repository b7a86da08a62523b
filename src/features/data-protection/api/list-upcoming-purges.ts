/**
 * Guests whose passport images the purge will delete within the next `days` days (default 7),
 * from rpc `upcoming_passport_purges(p_hotel_id, p_days)`; soonest first. Guests on legal hold are
 * never listed (the database leaves them out).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { dataProtectionKeys } from './data-protection-keys';

export const UPCOMING_PURGE_DAYS = 7;

export type UpcomingPurge = { guestId: string; guestName: string; objectCount: number; dueAt: string };

export async function fetchUpcomingPurges(hotelId: string, days = UPCOMING_PURGE_DAYS): Promise<UpcomingPurge[]> {
  const { data, error } = await supabase.rpc('upcoming_passport_purges', { p_hotel_id: hotelId, p_days: days });
  if (error) throw error;
  return (data ?? [])
    .flatMap((row) =>
      row.guest_id && row.due_at
        ? [
            {
              guestId: row.guest_id,
              guestName: row.guest_name?.trim() || 'Unnamed guest',
              objectCount: Number(row.object_count),
              dueAt: row.due_at,
            },
          ]
        : [],
    )
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt));
}

export const upcomingPurgesQueryOptions = (hotelId: string, days = UPCOMING_PURGE_DAYS) =>
  queryOptions({
    queryKey: dataProtectionKeys.purges(hotelId, days),
    queryFn: () => fetchUpcomingPurges(hotelId, days),
  });

export const useUpcomingPurges = (hotelId: string) => useQuery(upcomingPurgesQueryOptions(hotelId));
