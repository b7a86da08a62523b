/** Query keys of the owners' reports (docs/architecture.md#front-end: one key factory per feature). */
export const reportKeys = {
  all: ['reports'] as const,
  monthlyArrivals: (hotelId: string) => [...reportKeys.all, 'monthly-arrivals', hotelId] as const,
  nationalityMix: (hotelId: string) => [...reportKeys.all, 'nationality-mix', hotelId] as const,
};
