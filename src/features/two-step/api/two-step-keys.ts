/** Query keys of two-step sign-in: the user's factors and a hotel's requirement. */
export const twoStepKeys = {
  all: ['two-step'] as const,
  factors: () => [...twoStepKeys.all, 'factors'] as const,
  hotelRule: (hotelId: string) => [...twoStepKeys.all, 'hotel-rule', hotelId] as const,
};
