/**
 * The one Supabase client of the SPA (docs/architecture.md#front-end): nothing else calls `createClient`.
 * Sessions persist in localStorage and refresh automatically; `detectSessionInUrl` lets the
 * password-recovery link (docs/product.md#server-calls "send password reset email") land a session on /reset-password.
 * Its fetch takes over a request index.html already sent for the page (src/lib/early-requests.ts).
 */
import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { earlyAwareFetch } from './early-requests';
import { env } from './env';

export const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  global: { fetch: earlyAwareFetch },
});

export type AppSupabaseClient = typeof supabase;
