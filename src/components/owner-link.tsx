/**
 * A header link to an owners-only page (Data protection, Activity): shown when the signed-in user owns
 * their hotel (hotel_members.role). The database keeps those pages' data owner-only too.
 */
import { Link } from '@tanstack/react-router';
import { useMemberRole } from '@/lib/member-role';

/** The owners-only pages, in the order the header lists them. */
export const OWNER_PAGES = [
  { to: '/data-protection', label: 'Data protection' },
  { to: '/activity', label: 'Activity' },
] as const;

type LinkLook = { className: string; activeProps: { className: string; 'aria-current': 'page' } };

/** A link to each owners-only page (nothing for staff), all with one look. */
export function OwnerLinks(props: { hotelId: string | null; userId: string | null } & LinkLook) {
  return OWNER_PAGES.map((page) => <OwnerLink key={page.to} page={page} {...props} />);
}

/** @param page one of OWNER_PAGES: where the link goes and its text */
export function OwnerLink({
  page,
  hotelId,
  userId,
  className,
  activeProps,
}: {
  page: (typeof OWNER_PAGES)[number];
  hotelId: string | null;
  userId: string | null;
  className: string;
  activeProps: { className: string; 'aria-current': 'page' };
}) {
  const role = useMemberRole(hotelId, userId);
  if (role.data !== 'owner') return null;
  return (
    <Link to={page.to} className={className} activeProps={activeProps}>
      {page.label}
    </Link>
  );
}
