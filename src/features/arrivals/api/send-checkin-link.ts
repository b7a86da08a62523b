/**
 * Emails an arrival's check-in link to the lead guest (docs/online-check-in.md#email): `checkin-send-link`
 * with the token the dialog was just shown (the server keeps only its hash), through the project's SMTP.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invokeFunction } from '@/lib/invoke-function';
import { arrivalKeys } from './arrival-keys';

/** The token in a link's fragment (`…/checkin#t=<token>`), '' when there is none. */
export const tokenOfLink = (url: string) => new URLSearchParams(url.split('#')[1] ?? '').get('t') ?? '';

export const sendCheckinLink = (stayId: string, url: string) =>
  invokeFunction<{ sentTo: string; sentAt: string }>('checkin-send-link', { stayId, token: tokenOfLink(url) });

export function useSendCheckinLink(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stayId, url }: { stayId: string; url: string }) => sendCheckinLink(stayId, url),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arrivalKeys.hotel(hotelId) }),
  });
}
