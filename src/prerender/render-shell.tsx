/**
 * Build-time only (scripts/vite-plugin-prerender-shell.ts loads it through Vite's SSR loader): the
 * markup a visitor first sees on a route, so index.html can paint it before any JS runs
 * (docs/architecture.md#performance): a public route as a signed-out visitor sees it, a staff page
 * (/register, /guest-list) as hotel staff see it while their data loads (the header, the title, the
 * page's loading status). The real route tree renders with a memory history; no request is made.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { authStateFromSession, type AuthState, type AuthStore } from '@/features/auth/lib/auth-store';
import { accountProblem, SIGNED_OUT_REASON_KEY } from '@/features/auth/hooks/use-account-check';
import { fetchGuestCount, fetchGuestPage } from '@/features/guests/api/list-guests';
import { fetchPlanUsage } from '@/features/plans/api/get-plan-usage';
import { filtersFromSearch } from '@/features/guests/lib/guest-list-search';
import { recordRequests, type RecordedRequest } from '@/lib/early-requests';
import { fetchMemberRole } from '@/lib/member-role';
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

const storeOf = (state: AuthState): AuthStore => ({
  getState: () => state,
  subscribe: () => () => {},
  dispose: () => {},
});

/**
 * A member of some hotel, as the auth store holds them; the ids never reach the markup (checked below).
 * In the early requests (below) they stand for the hotel's and the user's ids, which index.html puts
 * in their place.
 */
export const STAFF_ID = '00000000-0000-4000-8000-00000000dead';
export const STAFF_USER_ID = '00000000-0000-4000-8000-00000000beef';
const staff: AuthState = {
  ...authStateFromSession(null),
  status: 'signed-in',
  userId: STAFF_USER_ID,
  hotelId: STAFF_ID,
  appRole: 'hotel_staff',
};

/** Who the shell is drawn for: a signed-out visitor, or hotel staff whose page data has not arrived. */
export type ShellVisitor = 'signed-out' | 'staff';

/**
 * A query client that never fetches: the staff pages' loaders prime their queries, which stay
 * pending, as they are at the app's first render (no request leaves the build).
 */
class PendingQueryClient extends QueryClient {
  override prefetchQuery(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * @param path a URL path such as `/` or `/register`
 * @param visitor who the page is drawn for
 * @returns the HTML of the page #root shows for `path` at the app's first render
 * @throws Error when `path` does not render its own route (a redirect or the not-found route), or
 * when the stand-in staff ids show in the markup
 */
export async function renderShell(path: string, visitor: ShellVisitor = 'signed-out'): Promise<string> {
  const queryClient = new PendingQueryClient();
  const store = storeOf(visitor === 'staff' ? staff : authStateFromSession(null));
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, auth: store.getState() },
    isServer: true,
  });
  globalThis.sessionStorage ??= emptyStorage;
  globalThis.localStorage ??= emptyStorage;
  await router.load();
  const rendered = router.state.matches.at(-1);
  if (rendered?.fullPath !== path || rendered.status !== 'success')
    throw new Error(`prerender: ${path} did not render its own route (ended on ${rendered?.fullPath})`);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={store}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  if (html.includes(STAFF_ID) || html.includes(STAFF_USER_ID))
    throw new Error(`prerender: ${path} shows a stand-in staff id`);
  return html;
}

/**
 * Per staff page, the data requests its first render waits for, as supabase-js builds them (the ids
 * STAFF_ID and STAFF_USER_ID, the anon key as Authorization): index.html sends them with the visitor's
 * hotel, user and access token while the page's code downloads (src/lib/early-requests.ts). Every one
 * is a read (the RPCs are `stable` functions), so sending it early changes nothing.
 * /guest-list: the first page of guests, unfiltered (a staff shell is painted only for a URL without
 * search), and its count; what the signed-in layout asks as it mounts: the account check (Auth's user,
 * then the hotel's row, which is also the header's and holds the two-step rule), the member's role and
 * the plan's usage.
 * @returns path → the recorded requests; none is sent
 */
export async function earlyRequests(): Promise<Record<string, RecordedRequest[]>> {
  const unfiltered = filtersFromSearch({});
  const guestList = await recordRequests(() =>
    Promise.all([
      fetchGuestPage(STAFF_ID, unfiltered),
      fetchGuestCount(STAFF_ID, unfiltered),
      // Auth's user, then the hotel's row: the header's read, with the two-step rule in it.
      accountProblem('stand-in-access-token', STAFF_ID),
      fetchMemberRole(STAFF_ID, STAFF_USER_ID),
      fetchPlanUsage(),
    ]),
  );
  return { '/guest-list': guestList };
}
