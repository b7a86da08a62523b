/**
 * Read one hotel (docs/product.md#server-calls "Read hotel by id"): name, address, the form-field
 * toggles, the passport image rule (docs/product.md#data-protection), the two-step sign-in rule
 * (docs/product.md#two-step-sign-in), the time zone and the police authority
 * (docs/police-reports.md#the-hotels-authority). One query serves the header, hotel setup, the
 * two-step banner and the account check, so a signed-in page reads the hotel's row once
 * (docs/architecture.md#performance).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';

export type Hotel = Pick<
  Tables<'hotels'>,
  | 'id'
  | 'name'
  | 'address'
  | 'form_fields'
  | 'passport_retention'
  | 'passport_retention_days'
  | 'require_two_step'
  | 'time_zone'
  | 'police_authority'
  | 'alloggiati_account'
  | 'ses_establishment_code'
  | 'siba_establishment'
>;

/** RLS lets members read only their own hotel: another hotel reads as null. Throws the PostgrestError. */
export async function fetchHotel(hotelId: string): Promise<Hotel | null> {
  const { data, error } = await supabase
    .from('hotels')
    .select(
      'id, name, address, form_fields, passport_retention, passport_retention_days, require_two_step, time_zone, police_authority, alloggiati_account, ses_establishment_code, siba_establishment',
    )
    .eq('id', hotelId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

/** Query keys of hotel data (docs/architecture.md#front-end: one key factory per feature). */
export const hotelKeys = {
  all: ['hotels'] as const,
  detail: (hotelId: string) => [...hotelKeys.all, 'detail', hotelId] as const,
};

export const hotelQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: hotelKeys.detail(hotelId), queryFn: () => fetchHotel(hotelId) });

export const useHotel = (hotelId: string | null) =>
  useQuery({ ...hotelQueryOptions(hotelId ?? ''), enabled: Boolean(hotelId) });
