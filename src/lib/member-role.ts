/**
 * The signed-in user's role in their hotel (`hotel_members.role`: 'owner' | 'staff'), read through
 * RLS (a user may read their own membership). Only owners see the Data protection and Activity pages
 * and their header links, and change the data rules on Hotel Setup (docs/product.md#roles); the
 * database enforces the same, so this only shapes the screens.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export type MemberRole = 'owner' | 'staff';

/** Query keys of the member role (docs/architecture.md#front-end: one key factory per feature). */
export const memberRoleKeys = {
  role: (hotelId: string, userId: string) => ['member-role', hotelId, userId] as const,
};

/** @returns the role, or null when the user is no member of `hotelId`. Throws the PostgrestError. */
export async function fetchMemberRole(hotelId: string, userId: string): Promise<MemberRole | null> {
  const { data, error } = await supabase
    .from('hotel_members')
    .select('role')
    .eq('hotel_id', hotelId)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data?.role === 'owner' || data?.role === 'staff' ? data.role : null;
}

export const memberRoleQueryOptions = (hotelId: string, userId: string) =>
  queryOptions({
    queryKey: memberRoleKeys.role(hotelId, userId),
    queryFn: () => fetchMemberRole(hotelId, userId),
    staleTime: 5 * 60_000,
  });

export const useMemberRole = (hotelId: string | null, userId: string | null) =>
  useQuery({ ...memberRoleQueryOptions(hotelId ?? '', userId ?? ''), enabled: Boolean(hotelId && userId) });
