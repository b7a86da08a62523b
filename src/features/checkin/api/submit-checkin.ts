/**
 * Sends the guest's declaration and signature (docs/online-check-in.md#edge-functions): `checkin-submit`
 * validates it again with the same schema (`@shared/checkin-schema`) and seals it. New passport images
 * are uploaded first (`upload-images.ts`) and sent as the travellers' `attachments`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckinDeclaration } from '@shared/checkin-schema';
import { invokeFunction } from '@/lib/invoke-function';
import { checkinKeys } from './checkin-keys';
import { uploadTravellerImages } from './upload-images';

export interface SubmittedCheckin {
  signedAt: string;
  contentSha256: string;
  travellers: number;
}

export const submitCheckin = (token: string, declaration: CheckinDeclaration) =>
  invokeFunction<SubmittedCheckin>('checkin-submit', { ...declaration, token });

/** A declaration and, per traveller, the new passport images to upload before it is sent. */
export interface CheckinSubmission {
  declaration: CheckinDeclaration;
  images: File[][];
}

/** Uploads each traveller's new images (adding them to its `attachments`), then sends the declaration. */
async function uploadAndSubmit(token: string, { declaration, images }: CheckinSubmission) {
  const travellers = await Promise.all(
    declaration.travellers.map(async (traveller, index) => {
      const added = await uploadTravellerImages(token, index, images[index] ?? []);
      const attachments = [...(traveller.attachments ?? []), ...added];
      return attachments.length ? { ...traveller, attachments } : traveller;
    }),
  );
  return submitCheckin(token, { ...declaration, travellers });
}

export function useSubmitCheckin(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: CheckinSubmission) => uploadAndSubmit(token, submission),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkinKeys.open(token) }),
  });
}
