/** /admin-dashboard (docs/product.md#screens-and-routes): platform admin only; everyone else goes to /login. */
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useAuth } from '@/features/auth/auth-context';
import { AdminDashboardPage } from '@/features/admin/components/admin-dashboard-page';
import { hotelsQueryOptions } from '@/features/admin/api/hotels-query';
import { hotelUsersQueryOptions } from '@/features/admin/api/users-query';
import { SecuritySection } from '@/features/two-step/components/security-section';

export const Route = createFileRoute('/admin-dashboard')({
  beforeLoad: ({ context }) => {
    if (!context.auth.isAdmin) throw redirect({ to: '/login' });
    // The admin console needs both sign-in steps (docs/product.md#two-step-sign-in): /admin-login asks for the code.
    if (context.auth.aal !== 'aal2') throw redirect({ to: '/admin-login' });
  },
  loader: ({ context }) => {
    // Prime without blocking: failures are shown by the page with the spec's messages.
    void context.queryClient.prefetchQuery(hotelsQueryOptions());
    void context.queryClient.prefetchQuery(hotelUsersQueryOptions());
  },
  component: AdminDashboardRoute,
});

function AdminDashboardRoute() {
  const navigate = useNavigate();
  const auth = useAuth();
  return (
    <AdminDashboardPage
      adminEmail={auth.email}
      onLogout={() => void navigate({ to: '/logout' })}
      onCreateAccount={() => void navigate({ to: '/create-user' })}
      security={<SecuritySection className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" />}
    />
  );
}
