/** Query keys of subscription plan data. */
export const planKeys = {
  all: ['plans'] as const,
  usage: (hotelId: string) => [...planKeys.all, 'usage', hotelId] as const,
};
