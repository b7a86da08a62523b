/**
 * The Activity page's URL state (docs/architecture.md#front-end): page, and the filters action (a kind
 * of change), person (a user id, or the schedule), From/To dates (inclusive, the browser's local days)
 * and guest (a name fragment or a guest id). Bad values fall back to no filter instead of failing the route.
 */
import { z } from 'zod';
import { ACTIVITY_KIND_KEYS, SCHEDULE_PERSON } from '../lib/activity-kinds';

/** docs/product.md#activity-log: entries a page. */
export const ACTIVITY_PAGE_SIZE = 20;

const isoDate = z.iso.date();

export const activitySearchSchema = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  action: z.enum(ACTIVITY_KIND_KEYS).optional().catch(undefined),
  person: z
    .union([z.uuid(), z.literal(SCHEDULE_PERSON)])
    .optional()
    .catch(undefined),
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
  guest: z.string().trim().max(100).optional().catch(undefined),
});
export type ActivitySearch = z.infer<typeof activitySearchSchema>;

/** What the entries depend on, the page aside (the export takes the same filters). */
export type ActivityFilters = Omit<ActivitySearch, 'page'>;

export function filtersFromSearch({ page: _page, ...filters }: ActivitySearch): ActivityFilters {
  return { ...filters, guest: filters.guest || undefined };
}
