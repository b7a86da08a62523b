/**
 * The caller's plan and usage via rpc `plan_usage()` (team contract): one row, or none when the
 * hotel has no subscription (docs/product.md#states plan badge 'No plan').
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { planKeys } from './plan-keys';

export type PlanUsage = {
  plan_name: string;
  guest_limit: number | null;
  user_limit: number | null;
  guests_this_month: number;
  users: number;
};

export async function fetchPlanUsage(): Promise<PlanUsage | null> {
  const { data, error } = await supabase.rpc('plan_usage');
  if (error) throw error;
  const rows = (Array.isArray(data) ? data : data ? [data] : []) as PlanUsage[];
  return rows[0] ?? null;
}

export const planUsageQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: planKeys.usage(hotelId), queryFn: fetchPlanUsage });

export const usePlanUsage = (hotelId: string | null) =>
  useQuery({ ...planUsageQueryOptions(hotelId ?? ''), enabled: Boolean(hotelId) });
