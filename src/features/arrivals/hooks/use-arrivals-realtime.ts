/**
 * Keeps the Arrivals list live (docs/online-check-in.md#arrivals): the private Broadcast topic
 * `hotel:<id>:arrivals`, to which a trigger sends `{operation, stay_id, arrival_state}` for each change of
 * a stay (a guest opening the link, completing, a check-in).
 */
import { useTopicRefresh } from '@/hooks/use-topic-refresh';
import { arrivalKeys } from '../api/arrival-keys';

export const arrivalsTopic = (hotelId: string) => `hotel:${hotelId}:arrivals`;

export const useArrivalsRealtime = (hotelId: string) =>
  useTopicRefresh(arrivalsTopic(hotelId), hotelId, arrivalKeys.hotel(hotelId));
