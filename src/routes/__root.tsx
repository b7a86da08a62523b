/** Root route: typed context, the toast host, and the docs/product.md#screens-and-routes redirect rule for unknown paths. */
import { lazy, Suspense } from 'react';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { useAuth } from '@/features/auth/components/auth-provider';
import { homePathFor } from '@/features/auth/lib/home-path';
import type { RouterContext } from './-router-context';

// Fetched after the route's own chunks, so sonner is not part of any route's first paint
// (docs/architecture.md#performance); toasts raised meanwhile appear once it mounts.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: RedirectHome,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      {/* Bottom right, clear of the header links; on phones above the bottom nav bar (h-16). */}
      <Suspense fallback={null}>
        <Toaster position="bottom-right" richColors closeButton mobileOffset={{ bottom: 80 }} />
      </Suspense>
    </>
  );
}

/** Any other path goes where the redirect rule says (docs/product.md#screens-and-routes). */
function RedirectHome() {
  const auth = useAuth();
  return <Navigate to={homePathFor(auth)} replace />;
}
