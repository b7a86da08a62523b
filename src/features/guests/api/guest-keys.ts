/** Query keys of the guests feature (docs/architecture.md#front-end); Realtime invalidates `guestKeys.hotel(hotelId)`. */
import type { GuestListFilters } from '../lib/guest-list-search';

export const guestKeys = {
  all: ['guests'] as const,
  /** Everything of one hotel except passport URLs: lists and details. */
  hotel: (hotelId: string) => [...guestKeys.all, hotelId] as const,
  lists: (hotelId: string) => [...guestKeys.hotel(hotelId), 'list'] as const,
  list: (hotelId: string, filters: GuestListFilters) => [...guestKeys.lists(hotelId), filters] as const,
  counts: (hotelId: string) => [...guestKeys.hotel(hotelId), 'count'] as const,
  count: (hotelId: string, filters: Omit<GuestListFilters, 'page'>) => [...guestKeys.counts(hotelId), filters] as const,
  detail: (hotelId: string, guestId: string) => [...guestKeys.hotel(hotelId), 'detail', guestId] as const,
  /** Outside `hotel(...)`: Realtime must not re-sign (each signing is a logged view). */
  passportUrls: (guestId: string, context: string, names: readonly string[]) =>
    [...guestKeys.all, 'passport-urls', guestId, context, ...names] as const,
};
