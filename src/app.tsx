/**
 * App shell: Query + auth providers, then the router once auth state is known
 * (docs/product.md#screens-and-routes: 'Loading...' while auth state loads). Guards re-run whenever the session changes.
 * The auth store, query client and router live for the whole page, outside React: StrictMode's
 * mount/unmount/mount would otherwise unsubscribe the store from supabase's auth events.
 */
import { useEffect, useRef } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AuthProvider, useAuth } from '@/features/auth/components/auth-provider';
import { createAuthStore } from '@/features/auth/lib/auth-store';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { rememberStaffShell } from '@/lib/prerendered-shell';
import { createAppQueryClient } from '@/lib/query-client';
import { supabase } from '@/lib/supabase';
import { createAppRouter } from './router';

const queryClient = createAppQueryClient();
const authStore = createAuthStore(supabase);
/**
 * The router, made on first use: building it processes the whole route tree, so prepareFirstRender makes
 * it in a task of its own instead of in the task that evaluates the app's modules, the longest of the
 * start-up (docs/architecture.md#performance).
 */
let router: ReturnType<typeof createAppRouter> | null = null;
/** onFirstRender's callbacks from before the router was made. */
const firstRenderWaiters: (() => void)[] = [];
function appRouter(): ReturnType<typeof createAppRouter> {
  if (router) return router;
  router = createAppRouter(queryClient, authStore);
  firstRenderWaiters.splice(0).forEach((done) => afterFirstRender(router!, done));
  return router;
}
const nextTask = () => new Promise((next) => setTimeout(next));
authStore.subscribe(() => rememberStaffShell(authStore.getState()));

/** Calls `done` once, after the router has first rendered a route (any route, also after a redirect). */
export function onFirstRender(done: () => void): void {
  if (router) afterFirstRender(router, done);
  else firstRenderWaiters.push(done);
}

function afterFirstRender(made: ReturnType<typeof createAppRouter>, done: () => void): void {
  const unsubscribe = made.subscribe('onRendered', () => {
    unsubscribe();
    done();
  });
}

/**
 * Resolves once the auth state is known and the router has loaded the current location, so the first
 * render draws the page in one pass, which React can split into short tasks, instead of 'Loading...'
 * and then a re-render on each store change, each one long task (docs/architecture.md#performance).
 */
export async function prepareFirstRender(): Promise<void> {
  if (authStore.getState().status === 'loading')
    await new Promise<void>((resolve) => {
      const unsubscribe = authStore.subscribe(() => {
        if (authStore.getState().status === 'loading') return;
        unsubscribe();
        resolve();
      });
    });
  await nextTask();
  await appRouter()
    .load()
    .catch(() => undefined);
  await settledOrLater(queryClient, FIRST_RENDER_DATA_WAIT_MS);
}

/**
 * How long the first render waits for the queries the route's loaders started (ms): data that comes
 * by then (e.g. /guest-list's first page, asked for by index.html before the app's JS) is drawn in
 * the first render, which React splits into short tasks, instead of after it in a render of its own,
 * one long task; the page's shell or 'Loading...' shows meanwhile (docs/architecture.md#performance).
 */
const FIRST_RENDER_DATA_WAIT_MS = 1_000;

/** Resolves once `client` has no query fetching, or after `ms`, whichever comes first. */
function settledOrLater(client: QueryClient, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
    if (client.isFetching() === 0) done();
  });
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={authStore}>
        <RoutedApp />
      </AuthProvider>
    </QueryClientProvider>
  );
}

function RoutedApp() {
  const auth = useAuth();
  // The state the router last loaded with: known at the first render after prepareFirstRender.
  const loadedWith = useRef(auth);
  useEffect(() => {
    if (loadedWith.current === auth) return;
    loadedWith.current = auth;
    // A new session, claim or sign-out must re-run the guards of the current page.
    if (auth.status !== 'loading') void appRouter().invalidate();
    if (auth.status === 'signed-out') queryClient.clear();
  }, [auth]);
  if (auth.status === 'loading') return <FullPageStatus>Loading...</FullPageStatus>;
  // No `context` prop: it would replace the live auth view with a snapshot.
  return <RouterProvider router={appRouter()} />;
}
