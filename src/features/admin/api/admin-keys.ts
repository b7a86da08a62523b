/** TanStack Query keys of the admin console; mutations invalidate through these, never string literals. */
export const adminKeys = {
  all: ['admin'] as const,
  hotels: () => [...adminKeys.all, 'hotels'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
};
