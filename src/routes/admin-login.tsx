/** /admin-login (spec §2): signed-out page; a signed-in user follows the redirect rule. */
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { homePathFor } from '@/features/auth/home-path';
import { AdminLoginPage } from '@/features/admin/components/admin-login-page';
import { isAdminSignInInProgress } from '@/features/admin/api/sign-in-admin';
import { env } from '@/lib/env';

export const Route = createFileRoute('/admin-login')({
  beforeLoad: ({ context }) => {
    // A non-admin is signed in for a moment before signInAsAdmin signs them out; stay to show why.
    if (context.auth.status === 'signed-in' && !isAdminSignInInProgress()) throw redirect({ to: homePathFor(context.auth) });
  },
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const navigate = useNavigate();
  return <AdminLoginPage adminDomain={env.VITE_ADMIN_EMAIL_DOMAIN} onSignedIn={() => void navigate({ to: '/admin-dashboard' })} />;
}
