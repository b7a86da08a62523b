/**
 * Mark a generated file accepted with the receipt number the portal gave, or discarded (the portal
 * refused it: its guests are to report again). Straight through REST: RLS and the database's report rules
 * decide (docs/police-reports.md#history), and the same zod schema checks the receipt first.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { policeReportKeys } from './police-report-keys';

export const receiptInputSchema = z.object({
  receiptNumber: z
    .string()
    .trim()
    .min(1, 'Enter the receipt number the portal gave')
    .max(100, 'Must be at most 100 characters'),
});
export type ReceiptInput = z.infer<typeof receiptInputSchema>;

export type MarkInput = { id: string; status: 'accepted'; receiptNumber: string } | { id: string; status: 'discarded' };

export async function markPoliceReport(input: MarkInput): Promise<void> {
  const change =
    input.status === 'accepted'
      ? { status: input.status, receipt_number: receiptInputSchema.parse(input).receiptNumber }
      : { status: input.status };
  const { data, error } = await supabase.from('police_reports').update(change).eq('id', input.id).select('id');
  if (error) throw error;
  if (!data.length) throw new Error('This file is not in your hotel’s history any more. Reload the page.');
}

export function useMarkPoliceReport(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPoliceReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: policeReportKeys.hotel(hotelId) }),
  });
}
