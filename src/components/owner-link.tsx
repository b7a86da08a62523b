/**
 * A header link to an owners-only page (Data protection, Activity): shown when the signed-in user owns
 * their hotel (hotel_members.role). The database keeps those pages' data owner-only too.
 */
import { Link } from '@tanstack/react-router';
import { useMemberRole } from '@/lib/member-role';

export function OwnerLink({
  to,
  children,
  hotelId,
  userId,
  className,
  activeProps,
}: {
  to: '/data-protection' | '/activity';
  children: string;
  hotelId: string | null;
  userId: string | null;
  className: string;
  activeProps: { className: string; 'aria-current': 'page' };
}) {
  const role = useMemberRole(hotelId, userId);
  if (role.data !== 'owner') return null;
  return (
    <Link to={to} className={className} activeProps={activeProps}>
      {children}
    </Link>
  );
}
