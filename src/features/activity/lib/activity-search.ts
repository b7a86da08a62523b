/**
 * The Activity page's URL state (docs/architecture.md#front-end): page, and the filters action (a kind
 * of change), person (a user id, or the schedule), From/To dates (inclusive, the browser's local days)
 * and guest (a name fragment or a guest id). Bad values fall back to no filter instead of failing the route.
 */
import * as v from 'valibot';
import { isoDate, orNotGiven, pageNumber } from '@/lib/url-search';
import { ACTIVITY_KIND_KEYS, SCHEDULE_PERSON } from './activity-kinds';

/** docs/product.md#activity-log: entries a page. */
export const ACTIVITY_PAGE_SIZE = 20;

export const activitySearchSchema = v.object({
  page: orNotGiven(pageNumber),
  action: orNotGiven(v.picklist(ACTIVITY_KIND_KEYS)),
  person: orNotGiven(v.union([v.pipe(v.string(), v.uuid()), v.literal(SCHEDULE_PERSON)])),
  from: orNotGiven(isoDate),
  to: orNotGiven(isoDate),
  guest: orNotGiven(v.pipe(v.string(), v.trim(), v.maxLength(100))),
});
export type ActivitySearch = v.InferOutput<typeof activitySearchSchema>;

/** What the entries depend on, the page aside (the export takes the same filters). */
export type ActivityFilters = Omit<ActivitySearch, 'page'>;

export function filtersFromSearch({ page: _page, ...filters }: ActivitySearch): ActivityFilters {
  return { ...filters, guest: filters.guest || undefined };
}
