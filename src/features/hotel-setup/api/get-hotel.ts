/** The hotel query of hotel setup and the app shell (the read itself: src/lib/hotel.ts). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchHotel } from '@/lib/hotel';
import { hotelKeys } from './hotel-keys';

export type { Hotel } from '@/lib/hotel';

export const hotelQueryOptions = (hotelId: string) =>
  queryOptions({ queryKey: hotelKeys.detail(hotelId), queryFn: () => fetchHotel(hotelId) });

export const useHotel = (hotelId: string | null) =>
  useQuery({ ...hotelQueryOptions(hotelId ?? ''), enabled: Boolean(hotelId) });
