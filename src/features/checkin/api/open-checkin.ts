/**
 * Opens a check-in link (docs/online-check-in.md#edge-functions): `checkin-open` with the token in the
 * body (never in a URL the server logs). Not retried: a wrong, expired or revoked link stays so.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestFieldKey } from '@shared/guest-fields';
import { invokeFunction } from '@/lib/invoke-function';
import { checkinKeys } from './checkin-keys';

export interface OpenedCheckin {
  hotel: { name: string };
  arrival: { arrivalDate: string; departureDate: string | null; guestName: string | null; people: number | null };
  fields: { key: GuestFieldKey; required: boolean }[];
  retention: { passportImages: 'dont_keep' | 'delete_after_checkout' | 'keep'; days: number };
  expiresAt: string;
  declaration: {
    party: 'family' | 'group';
    /** Field values, and the object names of the passport images sent earlier. */
    travellers: (Partial<Record<GuestFieldKey, string>> & { attachments?: string[] })[];
    signedAt: string;
  } | null;
}

export const openCheckin = (token: string) => invokeFunction<OpenedCheckin>('checkin-open', { token });

export const openCheckinQueryOptions = (token: string) =>
  queryOptions({
    queryKey: checkinKeys.open(token),
    queryFn: () => openCheckin(token),
    retry: false,
    // The route's loader already asked: the page takes that answer, also a refusal, instead of asking twice
    // (an unknown token counts against the address's rate limit).
    retryOnMount: false,
    staleTime: Infinity,
  });

export const useOpenCheckin = (token: string) => useQuery(openCheckinQueryOptions(token));
