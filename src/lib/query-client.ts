/** The app's TanStack Query client; shared by the router context and the provider. */
import { QueryClient } from '@tanstack/react-query';

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Realtime events invalidate guest queries, so a short staleness window is enough.
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
