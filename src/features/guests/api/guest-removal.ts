/**
 * A guest this user deletes or erases is gone on purpose, not "missing" (docs/product.md#messages):
 * both mutations carry one mutation key, so the details dialog can tell, while the guest's row is
 * already gone and the list's Broadcast of the deletion is refetching, that the deletion is its own.
 */
import { useMutationState } from '@tanstack/react-query';
import { guestKeys } from './guest-keys';

/** Mutation key of `useDeleteGuest` and `useEraseGuest` (variables: the guest, or its id). */
export const guestRemovalKey = (hotelId: string) => [...guestKeys.hotel(hotelId), 'removal'] as const;

const removedId = (variables: unknown): string | undefined =>
  typeof variables === 'string' ? variables : (variables as { id?: string } | undefined)?.id;

/** @returns whether this user is deleting or erasing `guestId`, or has done so (a failed attempt does not count) */
export function useGuestRemoval(hotelId: string, guestId: string): boolean {
  const removals = useMutationState({
    filters: { mutationKey: guestRemovalKey(hotelId), predicate: (m) => m.state.status !== 'error' },
    select: (m) => removedId(m.state.variables),
  });
  return removals.includes(guestId);
}
