/**
 * Guard for hotel pages (docs/product.md#screens-and-routes and docs/product.md#roles): signed-in non-admin users only. Signed-out visitors go to
 * /login, the admin to the admin dashboard. A guard is UX only; RLS is the boundary.
 */
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { useAuth } from '@/features/auth/auth-context';
import { useAccountCheck } from '@/features/auth/use-account-check';
import { TwoStepRequiredBanner } from '@/features/two-step/components/two-step-required-banner';
import { AppHeader } from './_authed/-components/app-header';
import { BottomNav } from './_authed/-components/bottom-nav';

export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context }) => {
    // Signed in with the password while an authenticator awaits its code: /login asks for it.
    if (context.auth.status !== 'signed-in' || context.auth.secondStepPending) redirect({ to: '/login', throw: true });
    if (context.auth.isAdmin) redirect({ to: '/admin-dashboard', throw: true });
  },
  component: AuthedLayout,
});

function AuthedLayout() {
  useAccountCheck();
  const { hotelId, aal } = useAuth();
  return (
    <div className="min-h-dvh pb-16 md:pb-0">
      <AppHeader />
      <main className="mx-auto max-w-7xl px-4 py-6">
        <TwoStepRequiredBanner hotelId={hotelId} aal={aal} />
        <Outlet />
      </main>
      <BottomNav />
    </div>
  );
}
