/**
 * A hotel's two-step sign-in requirement (`hotels.require_two_step`, docs/product.md#two-step-sign-in):
 * everyone of the hotel reads it; only its owner, signed in with both steps, changes it (the database
 * refuses anyone else with 42501 and a message).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { twoStepKeys } from './two-step-keys';

export async function fetchHotelRequiresTwoStep(hotelId: string): Promise<boolean> {
  const { data, error } = await supabase.from('hotels').select('require_two_step').eq('id', hotelId).maybeSingle();
  if (error) throw error;
  return data?.require_two_step ?? false;
}

export const hotelTwoStepRuleQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: twoStepKeys.hotelRule(hotelId), queryFn: () => fetchHotelRequiresTwoStep(hotelId) });

export const useHotelRequiresTwoStep = (hotelId: string | null) =>
  useQuery({ ...hotelTwoStepRuleQueryOptions(hotelId ?? ''), enabled: Boolean(hotelId) });

export async function setHotelRequiresTwoStep(hotelId: string, required: boolean): Promise<void> {
  const { error } = await supabase.from('hotels').update({ require_two_step: required }).eq('id', hotelId);
  if (error) throw error;
}

export function useSetHotelRequiresTwoStep(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => setHotelRequiresTwoStep(hotelId, required),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: twoStepKeys.hotelRule(hotelId) }),
  });
}
