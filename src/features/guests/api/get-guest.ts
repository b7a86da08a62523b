/**
 * Read one guest for the details dialog, with the docs/product.md#messages closing errors as `GuestLoadError`:
 * 'Guest not found.' (no guest has this id), 'Unauthorized guest access.' (another hotel's guest:
 * docs/product.md#validation), 'Guest document missing.' (the guest vanished while open, e.g. deleted in
 * another browser), 'Failed to load guest.' (anything else).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { countryNamesSettled } from '@/lib/countries';
import { supabase } from '@/lib/supabase';
import { GUEST_COLUMNS, type Guest } from './guest-columns';
import { guestKeys } from './guest-keys';

export const GUEST_LOAD_ERRORS = {
  notFound: 'Guest not found.',
  missing: 'Guest document missing.',
  unauthorized: 'Unauthorized guest access.',
  failed: 'Failed to load guest.',
} as const;

export class GuestLoadError extends Error {}

export async function fetchGuest(hotelId: string, guestId: string, seenBefore = false): Promise<Guest> {
  if (!z.uuid().safeParse(guestId).success) throw new GuestLoadError(GUEST_LOAD_ERRORS.notFound);
  const { data, error } = await supabase.from('guests').select(GUEST_COLUMNS).eq('id', guestId).maybeSingle();
  if (error) throw new GuestLoadError(GUEST_LOAD_ERRORS.failed);
  if (!data) throw new GuestLoadError(seenBefore ? GUEST_LOAD_ERRORS.missing : await unseenReason(guestId));
  const guest = data;
  if (guest.hotel_id !== hotelId) throw new GuestLoadError(GUEST_LOAD_ERRORS.unauthorized);
  return guest;
}

/**
 * Why a guest never shown cannot be read: row level security hides another hotel's guest exactly like
 * a missing one, so the database is asked which it is (`guest_in_other_hotel`, one boolean).
 */
async function unseenReason(guestId: string): Promise<string> {
  const { data, error } = await supabase.rpc('guest_in_other_hotel', { p_guest_id: guestId });
  if (error) return GUEST_LOAD_ERRORS.failed;
  return data ? GUEST_LOAD_ERRORS.unauthorized : GUEST_LOAD_ERRORS.notFound;
}

export const guestQueryOptions = (hotelId: string, guestId: string, seenBefore = false) =>
  queryOptions({
    queryKey: guestKeys.detail(hotelId, guestId),
    // The details show nationality names: they arrive with the guest, not after (src/lib/countries.ts).
    queryFn: async () => (await Promise.all([fetchGuest(hotelId, guestId, seenBefore), countryNamesSettled()]))[0],
    retry: false,
  });

/**
 * @param enabled false stops the query asking again (Realtime invalidations included), e.g. while this
 *   user deletes the guest: a guest one deletes is not "missing".
 */
export const useGuest = (hotelId: string, guestId: string, seenBefore = false, enabled = true) =>
  useQuery({ ...guestQueryOptions(hotelId, guestId, seenBefore), enabled });
