/**
 * Make the file (docs/police-reports.md#the-edge-function): the `police-report` function's `generate`
 * records it in the history and returns it; the list, the checks and the history refresh.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { policeReportRequestSchema, type PoliceReportFile } from '@shared/police/report-request';
import { invokeFunction } from '@/lib/invoke-function';
import { policeReportKeys } from './police-report-keys';

export function generatePoliceReport(stayIds: string[]): Promise<PoliceReportFile> {
  return invokeFunction<PoliceReportFile>(
    'police-report',
    policeReportRequestSchema.parse({ action: 'generate', stayIds }),
  );
}

export function useGeneratePoliceReport(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generatePoliceReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: policeReportKeys.hotel(hotelId) }),
  });
}
