/** Query keys of hotel data (docs/architecture.md#front-end: one key factory per feature). */
export const hotelKeys = {
  all: ['hotels'] as const,
  detail: (hotelId: string) => [...hotelKeys.all, 'detail', hotelId] as const,
};
