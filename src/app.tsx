/**
 * App shell: Query + auth providers, then the router once auth state is known
 * (spec §2: 'Loading...' while auth state loads). Guards re-run whenever the session changes.
 */
import { useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AuthProvider, useAuth } from '@/features/auth/auth-context';
import { createAuthStore, type AuthStore } from '@/features/auth/auth-store';
import { FullPageStatus } from '@/components/ui/full-page-status';
import { createAppQueryClient } from '@/lib/query-client';
import { supabase } from '@/lib/supabase';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createAppQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  const [authStore] = useState<AuthStore>(() => createAuthStore(supabase));
  useEffect(() => () => authStore.dispose(), [authStore]);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={authStore}>
        <RoutedApp router={router} />
      </AuthProvider>
    </QueryClientProvider>
  );
}

function RoutedApp({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const auth = useAuth();
  const { queryClient } = router.options.context;
  useEffect(() => {
    // A new session, claim or sign-out must re-run the guards of the current page.
    if (auth.status !== 'loading') void router.invalidate();
    if (auth.status === 'signed-out') queryClient.clear();
  }, [auth, router, queryClient]);
  if (auth.status === 'loading') return <FullPageStatus>Loading...</FullPageStatus>;
  return <RouterProvider router={router} context={{ auth, queryClient }} />;
}
