/**
 * Loads the SPA's own modules (src/…) in Node through Vite's SSR module loader, so the benchmarks
 * run the app's exact supabase-js calls (list page, search, CSV export) rather than a copy.
 * No vite.config.ts is read (its router plugin would regenerate files); only the `@` and `@shared` aliases and the
 * VITE_* variables the app's env module validates. The app's one `supabase` client lives inside
 * these modules; sign it in with `signInAs` before calling them.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import type { SupabaseClient } from '@supabase/supabase-js';

export interface AppModules {
  listGuests: typeof import('../src/features/guests/api/list-guests.ts');
  exportGuests: typeof import('../src/features/guests/api/export-guests.ts');
  guestCsv: typeof import('../src/features/guests/lib/guest-csv.ts');
  countries: typeof import('../src/lib/countries.ts');
  supabase: SupabaseClient;
  /** Signs the app's client in as `email` (signing out whoever was signed in). */
  signInAs(email: string, password: string): Promise<void>;
  close(): Promise<void>;
}

/** @param rootDir repository root; @param apiUrl/anonKey the stack the app talks to */
export async function loadAppModules(rootDir: string, apiUrl: string, anonKey: string): Promise<AppModules> {
  process.env.VITE_SUPABASE_URL = apiUrl;
  process.env.VITE_SUPABASE_ANON_KEY = anonKey;
  const vite: ViteDevServer = await createServer({
    root: rootDir,
    configFile: false,
    envDir: mkdtempSync(join(tmpdir(), 'bench-env-')), // not the developer's .env
    resolve: { alias: { '@': join(rootDir, 'src'), '@shared': join(rootDir, 'supabase/functions/_shared') } },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    logLevel: 'silent',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
  const listGuests = await load<AppModules['listGuests']>('/src/features/guests/api/list-guests.ts');
  const exportGuests = await load<AppModules['exportGuests']>('/src/features/guests/api/export-guests.ts');
  const guestCsv = await load<AppModules['guestCsv']>('/src/features/guests/lib/guest-csv.ts');
  const countries = await load<AppModules['countries']>('/src/lib/countries.ts');
  const { supabase } = await load<{ supabase: SupabaseClient }>('/src/lib/supabase.ts');
  return {
    listGuests,
    exportGuests,
    guestCsv,
    countries,
    supabase,
    async signInAs(email, password) {
      await supabase.auth.signOut({ scope: 'local' });
      const { error } = await supabase.auth.signInWithPassword({ email, password });
      if (error) throw new Error(`sign-in as ${email} failed: ${error.message}`);
    },
    async close() {
      await supabase.auth.signOut({ scope: 'local' });
      await supabase.auth.stopAutoRefresh();
      await vite.close();
    },
  };
}
