/** Query keys of the arrivals feature (docs/online-check-in.md); Realtime invalidates `arrivalKeys.hotel(hotelId)`. */
export const arrivalKeys = {
  all: ['arrivals'] as const,
  hotel: (hotelId: string) => [...arrivalKeys.all, hotelId] as const,
  list: (hotelId: string) => [...arrivalKeys.hotel(hotelId), 'list'] as const,
};
