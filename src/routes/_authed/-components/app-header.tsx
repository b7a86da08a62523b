/**
 * Top header for signed-in non-admin users (docs/product.md#screens-and-routes Navigation): hotel name, plan badge, and links
 * Hotel Setup, Register Guest, Guest List, Logout, plus Arrivals, Police reports, Reports and, for owners, Data protection and Activity. On small screens the bottom nav carries
 * Register/Guest List/Logout, so the header keeps only what the bottom nav lacks.
 */
import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import { useAuth } from '@/features/auth/components/auth-provider';
import { useHotel } from '@/lib/hotel';
import { PlanBadge } from '@/features/plans/components/plan-badge';
import { OwnerLinks } from '@/components/owner-link';
import { lastHotelName, rememberHotelName } from '@/lib/prerendered-shell';

const linkClass = 'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const activeProps = { className: 'bg-blue-50 text-blue-800', 'aria-current': 'page' as const };

export function AppHeader() {
  const { hotelId, userId } = useAuth();
  const hotel = useHotel(hotelId);
  const loaded = hotel.data?.name;
  // While the hotel loads: the name last shown, as the page's shell did (same height, nothing moves).
  const hotelName = hotelId ? (loaded ?? (hotel.isPending ? (lastHotelName(hotelId) ?? '…') : 'Hotel')) : 'New hotel';
  useEffect(() => {
    if (hotelId && loaded) rememberHotelName(hotelId, loaded);
  }, [hotelId, loaded]);
  const wide = hotelId ? 'hidden md:inline-flex' : 'inline-flex';
  return (
    <header className="no-print sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <div className="flex min-w-0 grow basis-md flex-col items-start gap-1 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-3">
          {/* A 28rem basis: with every link of an owner the nav takes its own line rather than squeezing
              the name to a letter a line, and the name keeps 8rem beside its badge. Wraps rather than being cut: on a phone a long hotel name takes a second, smaller line. */}
          <span
            className="max-w-full min-w-32 text-base leading-snug font-semibold [overflow-wrap:anywhere] text-slate-900 sm:text-lg"
            data-testid="hotel-name"
          >
            {hotelName}
          </span>
          <PlanBadge hotelId={hotelId} />
        </div>
        <nav aria-label="Main" className="flex flex-wrap items-center gap-1">
          <Link to="/hotel-setup" className={linkClass} activeProps={activeProps}>
            Hotel Setup
          </Link>
          {hotelId && (
            <>
              <Link to="/register" className={`${linkClass} hidden md:inline-flex`} activeProps={activeProps}>
                Register Guest
              </Link>
              <Link to="/guest-list" className={`${linkClass} hidden md:inline-flex`} activeProps={activeProps}>
                Guest List
              </Link>
              <Link to="/arrivals" className={linkClass} activeProps={activeProps}>
                Arrivals
              </Link>
              <Link to="/police-reports" className={linkClass} activeProps={activeProps}>
                Police reports
              </Link>
              {/* Always here: the bottom nav has no room for Reports. */}
              <Link to="/reports" className={linkClass} activeProps={activeProps}>
                Reports
              </Link>
              {/* Phones reach these from Hotel Setup: the header has no room there. */}
              <OwnerLinks
                hotelId={hotelId}
                userId={userId}
                className={`${linkClass} hidden md:inline-flex`}
                activeProps={activeProps}
              />
            </>
          )}
          <Link to="/logout" className={`${linkClass} ${wide}`}>
            Logout
          </Link>
        </nav>
      </div>
    </header>
  );
}
