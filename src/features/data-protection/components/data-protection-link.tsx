/** The header's "Data protection" link, shown to hotel owners only (hotel_members.role). */
import { Link } from '@tanstack/react-router';
import { useMemberRole } from '@/lib/member-role';

export function DataProtectionLink({
  hotelId,
  userId,
  className,
  activeProps,
}: {
  hotelId: string | null;
  userId: string | null;
  className: string;
  activeProps: { className: string; 'aria-current': 'page' };
}) {
  const role = useMemberRole(hotelId, userId);
  if (role.data !== 'owner') return null;
  return (
    <Link to="/data-protection" className={className} activeProps={activeProps}>
      Data protection
    </Link>
  );
}
