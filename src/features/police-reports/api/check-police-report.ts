/**
 * What the selected stays' travellers still lack (docs/police-reports.md#the-edge-function): the
 * `police-report` function's `check`, which renders without recording. Refetched whenever the selection
 * changes and after a guest is edited (the page is left and come back to).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { policeReportRequestSchema, type PoliceReportCheck } from '@shared/police/report-request';
import { invokeFunction } from '@/lib/invoke-function';
import { policeReportKeys } from './police-report-keys';

export function checkPoliceReport(stayIds: string[]): Promise<PoliceReportCheck> {
  return invokeFunction<PoliceReportCheck>(
    'police-report',
    policeReportRequestSchema.parse({ action: 'check', stayIds }),
  );
}

export const checkPoliceReportQueryOptions = (hotelId: string, stayIds: string[]) =>
  queryOptions({
    queryKey: policeReportKeys.check(hotelId, stayIds),
    queryFn: () => checkPoliceReport(stayIds),
    enabled: stayIds.length > 0,
    staleTime: 0,
  });

export const useCheckPoliceReport = (hotelId: string, stayIds: string[]) =>
  useQuery(checkPoliceReportQueryOptions(hotelId, stayIds));
