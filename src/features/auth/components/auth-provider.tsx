/** React access to the auth store: `<AuthProvider store>` and `useAuth()` → current AuthState. */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthState, AuthStore } from '../lib/auth-store';

const AuthStoreContext = createContext<AuthStore | null>(null);

export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  return <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>;
}

/** The signed-in user's session and tenancy claims; re-renders when they change. */
export function useAuth(): AuthState {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error('useAuth must be used inside <AuthProvider>');
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
