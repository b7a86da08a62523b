/**
 * Ends an open session whose account is gone (docs/product.md#states): a user deleted by the admin, one
 * whose hotel membership was removed, or one signed out everywhere (an admin password reset) still holds
 * an unexpired access token, and the pages would
 * show 'No plan' and 'No guests found.' as if all were well. On page load (and when the tab regains
 * focus) the auth server is asked for the user and, with a hotel claim, the hotel row is read; when
 * either is gone the session is dropped locally and the guards send the user to /login, which says why.
 * Network failures end nothing.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { earlyAwareFetch } from '@/lib/early-requests';
import { env } from '@/lib/env';
import { fetchHotel, hotelQueryOptions, type Hotel } from '@/lib/hotel';
import { supabase } from '@/lib/supabase';
import { useAuth } from '../components/auth-provider';

/** sessionStorage key of the reason shown on /login after the app ended a session. */
export const SIGNED_OUT_REASON_KEY = 'hgr.signed-out-reason';

/**
 * The reason the app ended the session, shown by the login form until the next login attempt
 * (`forget`): the form may mount more than once while the guards settle.
 */
export const signedOutReason = {
  read: (): string | null => sessionStorage.getItem(SIGNED_OUT_REASON_KEY),
  forget: (): void => sessionStorage.removeItem(SIGNED_OUT_REASON_KEY),
};

export const ACCOUNT_MESSAGES = {
  userGone: 'Your account no longer exists. Ask your hotel’s administrator for a new login.',
  hotelGone: 'Your account is no longer linked to this hotel. Please log in again.',
  sessionEnded: 'You were signed out on every device. Please log in again.',
} as const;

/**
 * What Auth's `GET /user` says of this token: the user is gone (`user_not_found`), its session was
 * ended (`session_not_found`: signed out everywhere, removed from the hotel, password reset by the
 * admin; docs/architecture.md#access-that-ends), or all is well. Asked directly rather than through
 * supabase-js, whose getUser() drops the session itself on `session_not_found`, sending the user to
 * /login before the reason is stored.
 */
async function authVerdict(accessToken: string): Promise<'ok' | 'user-gone' | 'session-ended'> {
  // index.html may have asked already, as the page loaded (src/lib/early-requests.ts).
  const response = await earlyAwareFetch(`${env.VITE_SUPABASE_URL}/auth/v1/user`, {
    headers: { apikey: env.VITE_SUPABASE_ANON_KEY, authorization: `Bearer ${accessToken}` },
  });
  if (response.ok) return 'ok';
  const body = (await response.json().catch(() => ({}))) as { error_code?: string; code?: string };
  const code = body.error_code ?? body.code ?? '';
  if (code === 'user_not_found') return 'user-gone';
  if (code === 'session_not_found') return 'session-ended';
  throw new Error(`Auth answered ${response.status}`);
}

/**
 * What is wrong with the account behind `accessToken` (a JWT) for hotel `hotelId`: one of
 * ACCOUNT_MESSAGES, or null when all is well. `readHotel` reads the hotel's row as the user
 * (default: `fetchHotel`; the hook passes the header's hotel query, so the page reads it once).
 * Throws on a network failure or an unexpected answer.
 */
export async function accountProblem(
  accessToken: string,
  hotelId: string | null,
  readHotel: (hotelId: string) => Promise<Hotel | null> = fetchHotel,
): Promise<string | null> {
  const verdict = await authVerdict(accessToken);
  if (verdict === 'user-gone') return ACCOUNT_MESSAGES.userGone;
  // RLS shows members their own hotel only: no row means no membership (or no hotel) any more. The
  // access token still reads the database until it expires, even when its session has ended.
  if (hotelId && !(await readHotel(hotelId))) return ACCOUNT_MESSAGES.hotelGone;
  return verdict === 'session-ended' ? ACCOUNT_MESSAGES.sessionEnded : null;
}

/**
 * How old a read of the hotel's row may be to count for the check: the header's read of the same
 * page load, not one from before the tab was left.
 */
const HOTEL_READ_FRESH_MS = 5_000;

/**
 * Checks, and ends the session with a message when the account is gone. Done here rather than in an
 * effect: supabase-js may sign out on its own after the failed call, unmounting the page first.
 */
async function checkAccount(
  accessToken: string,
  hotelId: string | null,
  readHotel: (hotelId: string) => Promise<Hotel | null>,
): Promise<string | null> {
  const problem = await accountProblem(accessToken, hotelId, readHotel);
  if (problem) {
    // Shown by the login form the guards send the user to (a toast may be lost while the pages switch).
    sessionStorage.setItem(SIGNED_OUT_REASON_KEY, problem);
    await supabase.auth.signOut({ scope: 'local' });
  }
  return problem;
}

/** Runs the check for the signed-in user; use once in the layout of signed-in pages. */
export function useAccountCheck(): void {
  const { userId, hotelId, session } = useAuth();
  const accessToken = session?.access_token;
  const queryClient = useQueryClient();
  // Joins the header's read of the hotel when it is under way or just done; else reads it again.
  const readHotel = (id: string) =>
    queryClient.fetchQuery({ ...hotelQueryOptions(id), staleTime: HOTEL_READ_FRESH_MS });
  useQuery({
    queryKey: ['account-check', userId, hotelId],
    queryFn: () => checkAccount(accessToken!, hotelId, readHotel),
    enabled: Boolean(accessToken),
    // Every return to the tab asks again (the app's 30 s staleness would skip a quick return).
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
}
