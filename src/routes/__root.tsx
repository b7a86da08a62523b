/** Root route: typed context, the toast host, and the docs/product.md#screens-and-routes redirect rule for unknown paths. */
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { useAuth } from '@/features/auth/auth-context';
import { homePathFor } from '@/features/auth/home-path';
import type { RouterContext } from './-router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: RedirectHome,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      {/* Bottom right, clear of the header links; on phones above the bottom nav bar (h-16). */}
      <Toaster position="bottom-right" richColors closeButton mobileOffset={{ bottom: 80 }} />
    </>
  );
}

/** Any other path goes where the redirect rule says (docs/product.md#screens-and-routes). */
function RedirectHome() {
  const auth = useAuth();
  return <Navigate to={homePathFor(auth)} replace />;
}
