/**
 * The gate of an owners-only page (Data protection, Activity): the page's content for the hotel's
 * owner (hotel_members.role), 'Only the hotel owner can see this page.' for anyone else. The database
 * refuses everyone else the page's data as well; this only decides what the screen shows.
 */
import type { ReactNode } from 'react';
import { useMemberRole } from '@/lib/member-role';

export const OWNER_ONLY_MESSAGE = 'Only the hotel owner can see this page.';

export function OwnersOnly({
  hotelId,
  userId,
  children,
}: {
  hotelId: string;
  userId: string | null;
  children: ReactNode;
}) {
  const role = useMemberRole(hotelId, userId);
  if (role.isPending && userId)
    return (
      <p role="status" className="py-10 text-center text-slate-500">
        Loading...
      </p>
    );
  if (role.data !== 'owner')
    return (
      <p role="status" className="rounded-md border border-slate-200 bg-white px-4 py-3 text-slate-700">
        {OWNER_ONLY_MESSAGE}
      </p>
    );
  return <>{children}</>;
}
