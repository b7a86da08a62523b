/** The hotel's current passport image rule (docs/product.md#data-protection), for the page's summary. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_RETENTION_DAYS, parseRetention, type PassportRetention } from '@/lib/passport-retention';
import { supabase } from '@/lib/supabase';
import { dataProtectionKeys } from './data-protection-keys';

export type RetentionRule = { rule: PassportRetention; days: number };

/** Throws the PostgrestError; a hotel the user cannot see throws too (RLS hides it). */
export async function fetchRetentionRule(hotelId: string): Promise<RetentionRule> {
  const { data, error } = await supabase
    .from('hotels')
    .select('passport_retention, passport_retention_days')
    .eq('id', hotelId)
    .single();
  if (error) throw error;
  return {
    rule: parseRetention(data.passport_retention),
    days: data.passport_retention_days ?? DEFAULT_RETENTION_DAYS,
  };
}

export const retentionRuleQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: dataProtectionKeys.rule(hotelId), queryFn: () => fetchRetentionRule(hotelId) });

export const useRetentionRule = (hotelId: string) => useQuery(retentionRuleQueryOptions(hotelId));
