/**
 * The guest list's URL state (docs/architecture.md#front-end): page, check-in From/To, search text, and the guest
 * whose details dialog is open. Bad values fall back to defaults instead of failing the route.
 */
import * as v from 'valibot';
import { isoDate, orNotGiven, pageNumber, text } from '@/lib/url-search';

/** docs/product.md#limits: guest list page size. */
export const GUEST_PAGE_SIZE = 10;

export const guestListSearchSchema = v.object({
  page: orNotGiven(pageNumber),
  from: orNotGiven(isoDate),
  to: orNotGiven(isoDate),
  q: orNotGiven(text(100)),
  guest: orNotGiven(text(100)),
});
export type GuestListSearch = v.InferOutput<typeof guestListSearchSchema>;

/** What the list query depends on (the open dialog is not part of it). */
export type GuestListFilters = { page: number; from?: string; to?: string; q?: string };

export function filtersFromSearch(search: GuestListSearch): GuestListFilters {
  const q = search.q?.trim();
  return { page: search.page ?? 1, from: search.from, to: search.to, q: q || undefined };
}
