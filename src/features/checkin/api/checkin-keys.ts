/** Query keys of the guest's check-in page. */
export const checkinKeys = {
  all: ['checkin'] as const,
  open: (token: string) => [...checkinKeys.all, 'open', token] as const,
};
