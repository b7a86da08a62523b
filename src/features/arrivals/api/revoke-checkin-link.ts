/** Revoke an arrival's live check-in link (docs/online-check-in.md#the-link); the server stamps the time. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { arrivalKeys } from './arrival-keys';

export async function revokeCheckinLink(stayId: string): Promise<void> {
  const { error } = await supabase
    .from('checkin_links')
    .update({ revoked_at: new Date().toISOString() })
    .eq('stay_id', stayId)
    .is('revoked_at', null);
  if (error) throw error;
}

export function useRevokeCheckinLink(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCheckinLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arrivalKeys.hotel(hotelId) }),
  });
}
