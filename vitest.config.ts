/**
 * Vitest projects: `unit` (SPA components and helpers in jsdom), `node` (stack, script and police report units),
 * `contract` (supabase-js against a freshly started local stack; see tests/contract/support), `fault`
 * (kill -9 of the API and PostgreSQL restarts, docs/faults.md).
 * Select one with `vitest run --project <name>`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ANON_KEY } from './stack/keys.ts';

/** The edge functions' shared code, as tsconfig.json and vite.config.ts name it. */
const shared = { '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)) };

export default defineConfig({
  test: {
    projects: [
      {
        extends: './vite.config.ts',
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'supabase/functions/**/*.test.ts'],
          // The police renderers run xmllint and read their fixtures: Node, not jsdom (project `node`).
          exclude: ['supabase/functions/_shared/police/**'],
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'stack/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            'supabase/functions/_shared/police/**/*.test.ts',
          ],
        },
      },
      {
        resolve: { alias: shared },
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/contract/support/global-setup.ts'],
          fileParallelism: false,
          // One worker runs every file (they already run one at a time against one stack): saves a
          // process spawn and a supabase-js import per file (docs/local-stack.md#start-up).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The fault suite (docs/faults.md): kill -9 of the API process and PostgreSQL restarts, one
        // scenario after another against one stack; app code runs against it as in the browser.
        extends: './vite.config.ts',
        test: {
          name: 'fault',
          environment: 'node',
          include: ['tests/fault/**/*.test.{ts,tsx}'],
          globalSetup: ['tests/fault/support/global-setup.ts'],
          fileParallelism: false,
          // Each file its own module graph: the files mock '@/lib/supabase' with different clients, and
          // a shared graph handed the restart scenario the live-list file's client (a signed-out user).
          isolate: true,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          env: {
            VITE_SUPABASE_URL: `http://127.0.0.1:${Number(process.env.FAULT_PORT_BASE ?? 54371)}`,
            VITE_SUPABASE_ANON_KEY: ANON_KEY,
          },
        },
      },
    ],
  },
});
