/**
 * Keeps the guest list live (docs/architecture.md#realtime): a private Broadcast channel on the hotel's
 * topic `hotel:<id>:guests`, to which a database trigger sends `{operation, guest_id}` for every
 * registration, edit, check-out and deletion. Realtime admits only staff of that hotel (RLS on
 * realtime.messages), so no other tenant hears anything, deletes included. Each event, and every
 * (re)SUBSCRIBED, invalidates the hotel's list queries; the topic is left when access ends
 * (`useTopicRefresh`).
 */
import { useTopicRefresh } from '@/hooks/use-topic-refresh';
import { guestKeys } from '../api/guest-keys';

/** The private Broadcast topic of a hotel's guest list. */
export function guestsTopic(hotelId: string): string {
  return `hotel:${hotelId}:guests`;
}

export const useGuestsRealtime = (hotelId: string) =>
  useTopicRefresh(guestsTopic(hotelId), hotelId, guestKeys.hotel(hotelId));
