/** Query keys of hotel data (STYLE.md rule 3: one key factory per feature). */
export const hotelKeys = {
  all: ['hotels'] as const,
  detail: (hotelId: string) => [...hotelKeys.all, 'detail', hotelId] as const,
};
