/** /admin-login (docs/product.md#screens-and-routes): signed-out page; a signed-in user follows the redirect rule. */
import { createFileRoute, Navigate, redirect } from '@tanstack/react-router';
import { useAuth } from '@/features/auth/components/auth-provider';
import { homePathFor } from '@/features/auth/lib/home-path';
import { AdminLoginPage } from '@/features/admin/components/admin-login-page';
import { isAdminSignInInProgress } from '@/features/admin/api/sign-in-admin';
import { env } from '@/lib/env';

export const Route = createFileRoute('/admin-login')({
  beforeLoad: ({ context }) => {
    if (context.auth.status !== 'signed-in') return;
    // A non-admin is signed in for a moment before signInAsAdmin signs them out; stay to show why.
    if (context.auth.isAdmin || !isAdminSignInInProgress()) throw redirect({ to: homePathFor(context.auth) });
  },
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const auth = useAuth();
  // Navigate once the auth store (and with it the router context) has the admin's claims; navigating
  // straight from the sign-in callback would run the dashboard guard against the old context.
  if (auth.isAdmin) return <Navigate to="/admin-dashboard" replace />;
  return <AdminLoginPage adminDomain={env.VITE_ADMIN_EMAIL_DOMAIN} onSignedIn={() => {}} />;
}
