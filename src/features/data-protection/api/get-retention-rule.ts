/** The hotel's current passport image rule (docs/product.md#data-protection), for the page's summary. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_RETENTION_DAYS, parseRetention, type PassportRetention } from '@/lib/passport-retention';
import { fetchHotel } from '@/lib/hotel';
import { dataProtectionKeys } from './data-protection-keys';

export type RetentionRule = { rule: PassportRetention; days: number };

/** Throws the PostgrestError, or an Error for a hotel the user cannot see (RLS hides it). */
export async function fetchRetentionRule(hotelId: string): Promise<RetentionRule> {
  const hotel = await fetchHotel(hotelId);
  if (!hotel) throw new Error('Hotel not found.');
  return {
    rule: parseRetention(hotel.passport_retention),
    days: hotel.passport_retention_days ?? DEFAULT_RETENTION_DAYS,
  };
}

export const retentionRuleQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: dataProtectionKeys.rule(hotelId), queryFn: () => fetchRetentionRule(hotelId) });

export const useRetentionRule = (hotelId: string) => useQuery(retentionRuleQueryOptions(hotelId));
