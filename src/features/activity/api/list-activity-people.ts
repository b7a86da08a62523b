/** The people in the hotel's log, for the person filter: rpc `activity_log_people` (owners only), by email. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { activityKeys } from './activity-keys';

export type ActivityPerson = { id: string; email: string };

/** Throws the PostgrestError. */
export async function fetchActivityPeople(hotelId: string): Promise<ActivityPerson[]> {
  const { data, error } = await supabase.rpc('activity_log_people', { p_hotel_id: hotelId });
  if (error) throw error;
  return (data ?? [])
    .flatMap((p) => (p.actor_id ? [{ id: p.actor_id, email: p.actor_email ?? p.actor_id }] : []))
    .sort((a, b) => a.email.localeCompare(b.email));
}

export const activityPeopleQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: activityKeys.people(hotelId), queryFn: () => fetchActivityPeople(hotelId) });

export const useActivityPeople = (hotelId: string) => useQuery(activityPeopleQueryOptions(hotelId));
