/**
 * Build-time only (scripts/vite-plugin-prerender-shell.ts loads it through Vite's SSR loader): the
 * markup a signed-out visitor first sees on a public route, so index.html can paint it before any
 * JS runs (docs/architecture.md#performance). The real route tree renders with a memory history and
 * a signed-out auth state; no request is made (these routes have no loaders).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { authStateFromSession, type AuthStore } from '@/features/auth/lib/auth-store';
import { SIGNED_OUT_REASON_KEY } from '@/features/auth/hooks/use-account-check';
import { routeTree } from '@/routeTree.gen';

/**
 * sessionStorage keys that change what these pages show (the login form's signed-out reason): a
 * visitor holding one gets 'Loading...' and the app, as without a shell.
 */
export const SHELL_SKIPPING_SESSION_KEYS = [SIGNED_OUT_REASON_KEY];

/** Empty Web Storage: the shell is what a first-time visitor sees, with nothing stored. */
const emptyStorage: Storage = {
  length: 0,
  clear: () => {},
  getItem: () => null,
  key: () => null,
  removeItem: () => {},
  setItem: () => {},
};

const signedOut: AuthStore = {
  getState: () => authStateFromSession(null),
  subscribe: () => () => {},
  dispose: () => {},
};

/**
 * @param path a URL path such as `/` or `/login`
 * @returns the HTML of the page #root shows for `path` once the app has booted signed out
 * @throws Error when `path` does not render its own route (a redirect or the not-found route)
 */
export async function renderShell(path: string): Promise<string> {
  const queryClient = new QueryClient();
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, auth: signedOut.getState() },
    isServer: true,
  });
  globalThis.sessionStorage ??= emptyStorage;
  globalThis.localStorage ??= emptyStorage;
  await router.load();
  const rendered = router.state.matches.at(-1);
  if (rendered?.routeId !== path || rendered.status !== 'success')
    throw new Error(`prerender: ${path} did not render its own route (ended on ${rendered?.routeId})`);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={signedOut}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}
