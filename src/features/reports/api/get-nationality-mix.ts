/**
 * Guests per nationality with their share of the hotel's guests (view `reporting.nationality_mix`,
 * RLS-scoped to the caller's hotel), grouped by country (lib/nationality-groups.ts). Largest group first.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { groupByCountry } from '../lib/nationality-groups';
import { readReport } from './read-report';
import { reportKeys } from './report-keys';

export type NationalityShare = {
  nationality: string;
  guests: number;
  /** Percentage of the hotel's guests, 0–100. */
  sharePct: number;
};

export const fetchNationalityMix = async (hotelId: string): Promise<NationalityShare[]> =>
  groupByCountry(
    await readReport(
      supabase.schema('reporting').from('nationality_mix').select('nationality, guests, share_pct'),
      hotelId,
      { column: 'guests', ascending: false },
      (row) => ({
        nationality: row.nationality ?? 'Unknown',
        guests: row.guests ?? 0,
        sharePct: Number(row.share_pct ?? 0),
      }),
    ),
  );

export const nationalityMixQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: reportKeys.nationalityMix(hotelId), queryFn: () => fetchNationalityMix(hotelId) });

export const useNationalityMix = (hotelId: string) => useQuery(nationalityMixQueryOptions(hotelId));
