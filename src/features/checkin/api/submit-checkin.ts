/**
 * Sends the guest's declaration and signature (docs/online-check-in.md#edge-functions): `checkin-submit`
 * validates it again with the same schema (`@shared/checkin-schema`) and seals it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckinDeclaration } from '@shared/checkin-schema';
import { invokeFunction } from '@/lib/invoke-function';
import { checkinKeys } from './checkin-keys';

export interface SubmittedCheckin {
  signedAt: string;
  contentSha256: string;
  travellers: number;
}

export const submitCheckin = (token: string, declaration: CheckinDeclaration) =>
  invokeFunction<SubmittedCheckin>('checkin-submit', { ...declaration, token });

export function useSubmitCheckin(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (declaration: CheckinDeclaration) => submitCheckin(token, declaration),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkinKeys.open(token) }),
  });
}
