/**
 * The lead guests a companion can join at the desk (docs/product.md#guest-registration, "Travels with"):
 * this hotel's guests registered since local midnight who lead a stay (a single guest, or a head of family
 * or group) and are not checked out, newest first. RLS keeps the list to the caller's hotel.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { guestKeys } from './guest-keys';

export type StayLead = { stayId: string; name: string; room: string | null };

/** At most this many leads are offered: a small hotel's arrivals of one day. */
export const STAY_LEADS_LIMIT = 100;

/** @param since ISO instant: leads registered at or after it (the form passes local midnight). */
export async function listStayLeads(hotelId: string, since: string): Promise<StayLead[]> {
  const { data, error } = await supabase
    .from('guests')
    .select('stay_id, first_name, last_name, room')
    .eq('hotel_id', hotelId)
    .in('stay_role', ['single', 'head_of_family', 'head_of_group'])
    .is('checked_out_at', null)
    .gte('registered_at', since)
    .order('registered_at', { ascending: false })
    .limit(STAY_LEADS_LIMIT);
  if (error) throw error;
  return data.map((row) => ({
    stayId: row.stay_id,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    room: row.room,
  }));
}

const localMidnight = () => {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today.toISOString();
};

export const stayLeadsQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: [...guestKeys.hotel(hotelId), 'stay-leads'] as const,
    queryFn: () => listStayLeads(hotelId, localMidnight()),
  });

export const useStayLeads = (hotelId: string | null) =>
  useQuery({ ...stayLeadsQueryOptions(hotelId ?? ''), enabled: Boolean(hotelId) });
