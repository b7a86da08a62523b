/**
 * Auth state of the SPA, fed by `supabase.auth.onAuthStateChange` (INITIAL_SESSION arrives once the
 * client has read storage and any recovery link in the URL; docs/local-stack.md#auth).
 * A tiny external store so both React (useSyncExternalStore) and router guards read the same snapshot.
 */
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { claimsFromAccessToken, type AppRole } from './auth-claims';

export type AuthState = {
  status: 'loading' | 'signed-out' | 'signed-in';
  session: Session | null;
  userId: string | null;
  email: string | null;
  hotelId: string | null;
  appRole: AppRole | null;
  isAdmin: boolean;
  /** The session's assurance level (`aal` claim): 'aal2' once the sign-in's second step is done. */
  aal: 'aal1' | 'aal2';
  /** The user has a verified authenticator factor (session.user.factors), so sign-in has a second step. */
  hasVerifiedFactor: boolean;
  /** Signed in with the password only while a factor awaits its code: the pages wait for it (docs/product.md#two-step-sign-in). */
  secondStepPending: boolean;
  /** True after a PASSWORD_RECOVERY event: the session may only be used to choose a new password. */
  recovering: boolean;
};

export const loadingAuthState: AuthState = {
  status: 'loading',
  session: null,
  userId: null,
  email: null,
  hotelId: null,
  appRole: null,
  isAdmin: false,
  aal: 'aal1',
  hasVerifiedFactor: false,
  secondStepPending: false,
  recovering: false,
};

/** Builds the snapshot for a session (null = signed out). */
export function authStateFromSession(session: Session | null, recovering = false): AuthState {
  if (!session) return { ...loadingAuthState, status: 'signed-out' };
  const { hotelId, appRole, aal } = claimsFromAccessToken(session.access_token);
  // As auth-js's getAuthenticatorAssuranceLevel: the next level is aal2 when a verified factor exists.
  const hasVerifiedFactor = (session.user.factors ?? []).some((factor) => factor.status === 'verified');
  return {
    status: 'signed-in',
    session,
    userId: session.user.id,
    email: session.user.email ?? null,
    hotelId,
    appRole,
    isAdmin: appRole === 'platform_admin',
    aal,
    hasVerifiedFactor,
    secondStepPending: hasVerifiedFactor && aal !== 'aal2',
    recovering,
  };
}

export type AuthStore = {
  // Function-typed properties: React calls them unbound (useSyncExternalStore).
  getState: () => AuthState;
  subscribe: (listener: () => void) => () => void;
  dispose: () => void;
};

/** Subscribes to the client's auth events; `dispose()` unsubscribes. */
export function createAuthStore(client: Pick<SupabaseClient, 'auth'>): AuthStore {
  let state = loadingAuthState;
  const listeners = new Set<() => void>();
  const { data } = client.auth.onAuthStateChange((event, session) => {
    const recovering =
      event === 'PASSWORD_RECOVERY' || (state.recovering && event !== 'SIGNED_OUT' && event !== 'USER_UPDATED');
    const next = authStateFromSession(session, recovering);
    // Token refreshes with unchanged claims need no re-render of guards.
    if (sameIdentity(state, next) && state.session?.access_token === next.session?.access_token) return;
    state = next;
    listeners.forEach((l) => l());
  });
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => data.subscription.unsubscribe(),
  };
}

function sameIdentity(a: AuthState, b: AuthState): boolean {
  return (
    a.status === b.status &&
    a.userId === b.userId &&
    a.hotelId === b.hotelId &&
    a.appRole === b.appRole &&
    a.aal === b.aal &&
    a.hasVerifiedFactor === b.hasVerifiedFactor &&
    a.recovering === b.recovering
  );
}
