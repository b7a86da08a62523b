/** The app router: generated route tree + context `{auth, queryClient}` (see routes/-router-context). */
import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { loadingAuthState } from '@/features/auth/auth-store';
import { FullPageStatus } from '@/components/ui/full-page-status';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { auth: loadingAuthState, queryClient },
    defaultPreload: 'intent',
    // Loaders prime TanStack Query; let Query decide freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: () => <FullPageStatus>Loading...</FullPageStatus>,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
