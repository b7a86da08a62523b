/**
 * Read one hotel (docs/product.md#server-calls "Read hotel by id"): name, address, the form-field toggles and
 * the passport image rule (docs/product.md#data-protection).
 * RLS lets members read only their own hotel; a hotel that is not ours reads as null.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Tables } from '@/lib/database.types';
import { hotelKeys } from './hotel-keys';

export type Hotel = Pick<
  Tables<'hotels'>,
  'id' | 'name' | 'address' | 'form_fields' | 'passport_retention' | 'passport_retention_days'
>;

export async function fetchHotel(hotelId: string): Promise<Hotel | null> {
  const { data, error } = await supabase
    .from('hotels')
    .select('id, name, address, form_fields, passport_retention, passport_retention_days')
    .eq('id', hotelId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const hotelQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: hotelKeys.detail(hotelId), queryFn: () => fetchHotel(hotelId) });

export const useHotel = (hotelId: string | null) =>
  useQuery({ ...hotelQueryOptions(hotelId ?? ''), enabled: Boolean(hotelId) });
