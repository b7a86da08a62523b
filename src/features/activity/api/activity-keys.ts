/** Query keys of the Activity page (docs/architecture.md#front-end: one key factory per feature). */
import type { ActivityFilters } from './activity-search';

export const activityKeys = {
  all: ['activity'] as const,
  hotel: (hotelId: string) => [...activityKeys.all, hotelId] as const,
  page: (hotelId: string, filters: ActivityFilters, page: number) =>
    [...activityKeys.hotel(hotelId), 'page', filters, page] as const,
  people: (hotelId: string) => [...activityKeys.hotel(hotelId), 'people'] as const,
};
