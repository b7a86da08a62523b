/** Bottom nav bar with Register, Guest List and Logout: small screens, users with a hotel (docs/product.md#screens-and-routes). */
import { Link } from '@tanstack/react-router';
import { useAuth } from '@/features/auth/components/auth-provider';

const itemClass = 'flex flex-1 flex-col items-center justify-center border-t-2 py-3 text-sm font-medium';
// Separate inactive/active classes: two text colours on one element would leave the winner to CSS order.
const inactiveProps = { className: 'border-transparent text-slate-600' };
const activeProps = { className: 'border-blue-700 bg-blue-50 text-blue-800', 'aria-current': 'page' as const };

export function BottomNav() {
  const { hotelId } = useAuth();
  if (!hotelId) return null;
  return (
    <nav
      aria-label="Bottom"
      className="no-print fixed inset-x-0 bottom-0 z-20 flex border-t border-slate-200 bg-white md:hidden"
    >
      <Link to="/register" className={itemClass} activeProps={activeProps} inactiveProps={inactiveProps}>
        Register
      </Link>
      <Link to="/guest-list" className={itemClass} activeProps={activeProps} inactiveProps={inactiveProps}>
        Guest List
      </Link>
      <Link to="/logout" className={`${itemClass} border-transparent text-slate-600`}>
        Logout
      </Link>
    </nav>
  );
}
