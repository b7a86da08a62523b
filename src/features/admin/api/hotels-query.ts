import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminKeys } from './admin-keys';

/** A hotel as the admin's pickers show it. */
export type HotelOption = { id: string; name: string; address: string | null };

/** Lists every hotel by name (admin RLS lets a platform admin read all hotels). */
export async function fetchHotels(): Promise<HotelOption[]> {
  const { data, error } = await supabase.from('hotels').select('id, name, address').order('name');
  if (error) throw error;
  return data ?? [];
}

export const hotelsQueryOptions = () => queryOptions({ queryKey: adminKeys.hotels(), queryFn: fetchHotels });

/** All hotels for the admin dashboard; errors surface as 'Failed to load hotels.' in the page. */
export const useHotels = () => useQuery(hotelsQueryOptions());
