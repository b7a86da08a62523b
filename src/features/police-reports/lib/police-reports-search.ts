/**
 * The Police reports page's URL state (docs/architecture.md#front-end): the arrival day shown and the
 * history page. Bad values fall back to defaults instead of failing the route.
 */
import * as v from 'valibot';
import { isoDate, orNotGiven, pageNumber } from '@/lib/url-search';

export const policeReportsSearchSchema = v.object({
  day: orNotGiven(isoDate),
  page: orNotGiven(pageNumber),
});
export type PoliceReportsSearch = v.InferOutput<typeof policeReportsSearchSchema>;
