/** Query keys of two-step sign-in: the user's factors (a hotel's requirement is read with the hotel: `@/lib/hotel`). */
export const twoStepKeys = {
  all: ['two-step'] as const,
  factors: () => [...twoStepKeys.all, 'factors'] as const,
};
