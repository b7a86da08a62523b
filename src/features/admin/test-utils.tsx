/** Test helpers for the admin feature: a fresh QueryClient (no retries) and the toast outlet. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';
import { vi } from 'vitest';

export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

/** A stand-in for `@/lib/supabase`'s client with only the calls the admin feature makes. */
export function createSupabaseStub() {
  const insert = vi.fn().mockResolvedValue({ error: null });
  const order = vi.fn().mockResolvedValue({ data: [], error: null });
  return {
    insert,
    order,
    client: {
      auth: { signInWithPassword: vi.fn(), signOut: vi.fn().mockResolvedValue({ error: null }) },
      from: vi.fn(() => ({ insert, select: () => ({ order }) })),
      functions: { invoke: vi.fn() },
    },
  };
}
