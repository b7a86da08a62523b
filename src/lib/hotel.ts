/**
 * Read one hotel (docs/product.md#server-calls "Read hotel by id"): name, address, the form-field
 * toggles, the passport image rule (docs/product.md#data-protection) and the time zone. Shared by
 * hotel setup and the Data protection page.
 */
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';

export type Hotel = Pick<
  Tables<'hotels'>,
  'id' | 'name' | 'address' | 'form_fields' | 'passport_retention' | 'passport_retention_days' | 'time_zone'
>;

/** RLS lets members read only their own hotel: another hotel reads as null. Throws the PostgrestError. */
export async function fetchHotel(hotelId: string): Promise<Hotel | null> {
  const { data, error } = await supabase
    .from('hotels')
    .select('id, name, address, form_fields, passport_retention, passport_retention_days, time_zone')
    .eq('id', hotelId)
    .maybeSingle();
  if (error) throw error;
  return data;
}
