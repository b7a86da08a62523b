/**
 * The one Supabase client of the SPA (STYLE.md rule 2): nothing else calls `createClient`.
 * Sessions persist in localStorage and refresh automatically; `detectSessionInUrl` lets the
 * password-recovery link (spec §7 "send password reset email") land a session on /reset-password.
 */
import { createClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { env } from './env';

export const supabase = createClient<Database>(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});

export type AppSupabaseClient = typeof supabase;
