/**
 * The Police reports page's URL state (docs/architecture.md#front-end): the arrival day shown and the
 * history page. Bad values fall back to defaults instead of failing the route.
 */
import { z } from 'zod';

export const policeReportsSearchSchema = z.object({
  day: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type PoliceReportsSearch = z.infer<typeof policeReportsSearchSchema>;
