/** Root route: typed context, the toast host, and the docs/product.md#screens-and-routes redirect rule for unknown paths. */
import { lazy, Suspense } from 'react';
import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { useAuth } from '@/features/auth/components/auth-provider';
import { homePathFor } from '@/features/auth/lib/home-path';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import type { RouterContext } from './-router-context';

// Mounted after the page's first paint, so sonner is fetched after the page is on screen and not
// alongside it (docs/architecture.md#performance); toasts raised meanwhile appear once it mounts.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: RedirectHome,
});

function RootLayout() {
  const painted = useAfterFirstPaint();
  return (
    <>
      <Outlet />
      {/* Bottom right, clear of the header links; on phones above the bottom nav bar (h-16). */}
      {painted && (
        <Suspense fallback={null}>
          <Toaster position="bottom-right" richColors closeButton mobileOffset={{ bottom: 80 }} />
        </Suspense>
      )}
    </>
  );
}

/** Any other path goes where the redirect rule says (docs/product.md#screens-and-routes). */
function RedirectHome() {
  const auth = useAuth();
  return <Navigate to={homePathFor(auth)} replace />;
}
