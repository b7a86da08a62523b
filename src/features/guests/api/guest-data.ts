/**
 * A guest's personal data (docs/product.md#data-protection): the legal hold flag (a plain update,
 * RLS keeps it to the caller's hotel) and the `guest-data` edge function, body
 * `{guestId, action: 'export' | 'erase'}` → export: the guest's JSON document; erase: `{erased: true}`
 * (the row and its passport images are gone, receipts written by the function).
 * Every call throws the PostgrestError or EdgeFunctionError it got.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';
import { invokeFunction } from '@/lib/invoke-function';
import { supabase } from '@/lib/supabase';
import type { Guest } from './guest-columns';
import { guestKeys } from './guest-keys';
import { guestRemovalKey } from './guest-removal';

/** The name of the export download. */
export const guestExportFileName = (guestId: string) => `guest-${guestId}.json`;

export async function setLegalHold(hotelId: string, guestId: string, legalHold: boolean): Promise<void> {
  const { error, count } = await supabase
    .from('guests')
    .update({ legal_hold: legalHold }, { count: 'exact' })
    .eq('id', guestId)
    .eq('hotel_id', hotelId);
  if (error) throw error;
  if (count === 0) throw new Error('Guest was not updated');
}

/** Downloads the export as one pretty-printed JSON file `guest-<id>.json`. */
export async function exportGuestData(guestId: string): Promise<void> {
  const exported = await invokeFunction<unknown>('guest-data', { guestId, action: 'export' });
  downloadFile(guestExportFileName(guestId), [JSON.stringify(exported, null, 2)], 'application/json');
}

export async function eraseGuest(guestId: string): Promise<void> {
  const answer = await invokeFunction<{ erased?: boolean }>('guest-data', { guestId, action: 'erase' });
  if (!answer?.erased) throw new Error('Guest was not erased');
}

export function useSetLegalHold(hotelId: string, guestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (legalHold: boolean) => setLegalHold(hotelId, guestId, legalHold),
    onSuccess: (_, legalHold) => {
      queryClient.setQueryData<Guest>(guestKeys.detail(hotelId, guestId), (g) => g && { ...g, legal_hold: legalHold });
      void queryClient.invalidateQueries({ queryKey: guestKeys.hotel(hotelId) });
    },
  });
}

export const useExportGuestData = () => useMutation({ mutationFn: exportGuestData });

export function useEraseGuest(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: guestRemovalKey(hotelId),
    mutationFn: eraseGuest,
    onSuccess: (_, guestId) => {
      queryClient.removeQueries({ queryKey: guestKeys.detail(hotelId, guestId) });
      void queryClient.invalidateQueries({ queryKey: guestKeys.lists(hotelId) });
    },
  });
}
