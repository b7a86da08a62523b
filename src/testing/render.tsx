/**
 * Renders a component inside a memory router and a fresh QueryClient, so components that navigate
 * or use queries work in jsdom. `router.state.location.pathname` tells where the UI navigated.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Toaster } from 'sonner';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';

const PATHS = ['/register', '/hotel-setup', '/guest-list', '/login', '/admin-dashboard'];

export async function renderWithApp(ui: ReactNode, { path = '/' } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const pages = PATHS.map((p) =>
    createRoute({ getParentRoute: () => rootRoute, path: p, component: () => <p>Page {p}</p> }),
  );
  const start = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <>{ui}</> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([start, ...pages]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
