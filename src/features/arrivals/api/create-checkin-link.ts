/**
 * Create an arrival's check-in link (docs/online-check-in.md#the-link): the browser draws the token
 * (`crypto.getRandomValues`, 256 bits) and sends only its SHA-256, so the token exists only in the link
 * shown once to staff. The database revokes the arrival's earlier link and sets the expiry. No
 * `.select()` back: PostgREST would return the hash column, which staff may not read.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asByteaHex, checkinLinkUrl, checkinTokenSha256, newCheckinToken } from '@shared/checkin-token';
import { supabase } from '@/lib/supabase';
import { arrivalKeys } from './arrival-keys';

/** @returns the link to give the guest, e.g. `https://app.example/checkin#t=…` */
export async function createCheckinLink(hotelId: string, stayId: string, origin = window.location.origin) {
  const token = newCheckinToken();
  const { error } = await supabase
    .from('checkin_links')
    .insert({ hotel_id: hotelId, stay_id: stayId, token_sha256: asByteaHex(await checkinTokenSha256(token)) });
  if (error) throw error;
  return checkinLinkUrl(origin, token);
}

export function useCreateCheckinLink(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stayId: string) => createCheckinLink(hotelId, stayId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arrivalKeys.hotel(hotelId) }),
  });
}
