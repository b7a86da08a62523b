/**
 * The authority the hotel reports its guests to (docs/police-reports.md#the-hotels-authority), null for
 * none: the page then points to Hotel Setup, where the owner chooses it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PoliceAuthority } from '@shared/police/report-request';
import { supabase } from '@/lib/supabase';
import { policeReportKeys } from './police-report-keys';

export async function getPoliceAuthority(hotelId: string): Promise<PoliceAuthority | null> {
  const { data, error } = await supabase.from('hotels').select('police_authority').eq('id', hotelId).single();
  if (error) throw error;
  return data.police_authority as PoliceAuthority | null;
}

export const policeAuthorityQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: policeReportKeys.authority(hotelId), queryFn: () => getPoliceAuthority(hotelId) });

export const usePoliceAuthority = (hotelId: string) => useQuery(policeAuthorityQueryOptions(hotelId));
