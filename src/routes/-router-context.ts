/** What every route's beforeLoad/loader receives (docs/architecture.md#front-end: context carries auth + queryClient). */
import type { QueryClient } from '@tanstack/react-query';
import type { AuthState } from '@/features/auth/lib/auth-store';

export type RouterContext = { auth: AuthState; queryClient: QueryClient };
