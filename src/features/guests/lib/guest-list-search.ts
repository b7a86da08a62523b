/**
 * The guest list's URL state (docs/architecture.md#front-end): page, check-in From/To, search text, and the guest
 * whose details dialog is open. Bad values fall back to defaults instead of failing the route.
 */
import { z } from 'zod';

/** docs/product.md#limits: guest list page size. */
export const GUEST_PAGE_SIZE = 10;

const isoDate = z.iso.date();

export const guestListSearchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
  guest: z.string().max(100).optional().catch(undefined),
});
export type GuestListSearch = z.infer<typeof guestListSearchSchema>;

/** What the list query depends on (the open dialog is not part of it). */
export type GuestListFilters = { page: number; from?: string; to?: string; q?: string };

export function filtersFromSearch(search: GuestListSearch): GuestListFilters {
  const q = search.q?.trim();
  return { page: search.page ?? 1, from: search.from, to: search.to, q: q || undefined };
}
