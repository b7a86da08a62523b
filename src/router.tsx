/** The app router: generated route tree + context `{auth, queryClient}` (see routes/-router-context). */
import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import type { AuthState, AuthStore } from '@/features/auth/lib/auth-store';
import { FullPageStatus } from '@/components/ui/full-page-status';

/**
 * `context.auth` is a live view of the auth store: the router copies context objects into each
 * match and reuses the root match across navigations, so a snapshot would go stale. With the live
 * view a guard running right after sign-in (same tick, before React re-renders) sees the session.
 */
export function createAppRouter(queryClient: QueryClient, authStore: AuthStore) {
  return createRouter({
    routeTree,
    context: { queryClient, auth: liveAuthState(authStore) },
    defaultPreload: 'intent',
    // Loaders prime TanStack Query; let Query decide freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: () => <FullPageStatus>Loading...</FullPageStatus>,
  });
}

function liveAuthState(store: AuthStore): AuthState {
  return new Proxy({} as AuthState, { get: (_, key) => store.getState()[key as keyof AuthState] });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
