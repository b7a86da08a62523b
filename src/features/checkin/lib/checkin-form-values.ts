/** The guest form's values: the party kind and one map of field values per traveller. */
import type { GuestFieldKey } from '@shared/guest-fields';

export type TravellerValues = Partial<Record<GuestFieldKey, string>>;
export interface CheckinFormValues {
  party: 'family' | 'group';
  travellers: TravellerValues[];
}

/** An empty traveller with every shown field as '' (react-hook-form wants defined inputs). */
export const emptyTraveller = (keys: readonly GuestFieldKey[]): TravellerValues =>
  Object.fromEntries(keys.map((key) => [key, '']));
