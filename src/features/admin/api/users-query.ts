import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { invokeFunction } from '@/lib/invoke-function';

/** One row of the admin users table (`admin-users` action 'list'). */
export type HotelUser = { uid: string; email: string; hotelId: string | null; hotelName: string | null };

/** Lists every hotel user through the `admin-users` edge function (platform admin only). */
export async function fetchHotelUsers(): Promise<HotelUser[]> {
  const { users } = await invokeFunction<{ users: HotelUser[] }>('admin-users', { action: 'list' });
  return users;
}

export const hotelUsersQueryOptions = () => queryOptions({ queryKey: adminKeys.users(), queryFn: fetchHotelUsers });

/** Users for the admin table; errors surface as 'Failed to fetch users. Please check your cloud function.' */
export const useHotelUsers = () => useQuery(hotelUsersQueryOptions());
