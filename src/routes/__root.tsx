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
      <Toaster position="top-center" richColors closeButton />
    </>
  );
}

/** Any other path goes where the redirect rule says (docs/product.md#screens-and-routes). */
function RedirectHome() {
  const auth = useAuth();
  return <Navigate to={homePathFor(auth)} replace />;
}
