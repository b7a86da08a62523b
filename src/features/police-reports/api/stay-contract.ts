/**
 * Spain's contract of one stay (docs/police-reports.md#the-stays-contract): reference, contract date,
 * number of people and payment type, read and written on `public.stays` straight through REST. RLS lets
 * staff edit only their hotel's stays and the grants only these columns (and the stay's dates, which
 * follow the lead guest); the table's checks refuse what the form would (lengths, 1–999 people, the
 * TIPO_PAGO codes, dates 2000–2100), so this zod schema answers first with the same rules.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { emptyOr } from '@shared/fields';
import { PAYMENT_TYPES } from '@shared/police/stay-schema';
import { supabase } from '@/lib/supabase';
import { policeReportKeys } from './police-report-keys';

/** The dialog's values, as its inputs hold them ('' = not given). */
export const stayContractSchema = z.object({
  reference: z.string().trim().max(50, 'Must be at most 50 characters (the booking number or your own reference)'),
  contractDate: emptyOr(
    z.iso.date().refine((d) => d >= '2000-01-01' && d <= '2100-12-31'),
    'Must be a date between 2000-01-01 and 2100-12-31',
  ),
  people: emptyOr(z.coerce.number().int().min(1).max(999), 'Must be a whole number of people, 1 to 999'),
  paymentType: emptyOr(z.enum(PAYMENT_TYPES), 'Choose a payment type from the list'),
});
export type StayContract = z.infer<typeof stayContractSchema>;

/** The stay's contract as the dialog shows it; null when RLS hides the stay (another hotel, gone). */
export async function getStayContract(stayId: string): Promise<StayContract | null> {
  const stay = supabase.from('stays').select('contract_reference, contract_date, people, payment_type');
  const { data, error } = await stay.eq('id', stayId).maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return {
    reference: data.contract_reference ?? '',
    contractDate: data.contract_date ?? '',
    people: data.people === null ? '' : String(data.people),
    paymentType: data.payment_type ?? '',
  };
}

export const stayContractQueryOptions = (hotelId: string, stayId: string) =>
  queryOptions({
    queryKey: [...policeReportKeys.hotel(hotelId), 'contract', stayId] as const,
    queryFn: () => getStayContract(stayId),
  });

export const useStayContract = (hotelId: string, stayId: string) => useQuery(stayContractQueryOptions(hotelId, stayId));

/**
 * Saves the contract ('' clears a field). Throws the PostgrestError, or an Error when no row was updated
 * (the stay left the hotel or was deleted meanwhile).
 */
export async function updateStayContract(stayId: string, input: StayContract): Promise<void> {
  const values = stayContractSchema.parse(input);
  const { data, error } = await supabase
    .from('stays')
    .update({
      contract_reference: values.reference || null,
      contract_date: values.contractDate || null,
      people: values.people ? Number(values.people) : null,
      payment_type: values.paymentType || null,
    })
    .eq('id', stayId)
    .select('id');
  if (error) throw error;
  if (!data.length) throw new Error('This stay is not in your hotel any more. Reload the page.');
}

/** The mutation; the list, the problems and the dialog's read are refetched after it. */
export function useUpdateStayContract(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stayId, contract }: { stayId: string; contract: StayContract }) =>
      updateStayContract(stayId, contract),
    onSettled: () => queryClient.invalidateQueries({ queryKey: policeReportKeys.hotel(hotelId) }),
  });
}
