/**
 * Vite config for the SPA (also extended by the vitest `unit` project).
 * The TanStack Router plugin generates `src/routeTree.gen.ts` from `src/routes/` and splits every
 * route's component into its own chunk (`autoCodeSplitting`), so /login does not ship the admin,
 * marketing or guest-list code (ARCHITECTURE.md: initial route < 250 KB gzipped JS).
 * It must come before the React plugin (TanStack Router docs, "Installation with Vite").
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { tesseractAssets } from './scripts/vite-plugin-tesseract.ts';
import { routePreload } from './scripts/vite-plugin-route-preload.ts';
import { prerenderShell } from './scripts/vite-plugin-prerender-shell.ts';

/**
 * `vite preview` answers a missing `/assets/*` file with 404 instead of the app page (its SPA
 * fallback), so a stale tab asking for an old chunk sees a real error, not HTML parsed as JS.
 */
function missingAssetsAre404(): Plugin {
  return {
    name: 'missing-assets-404',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '').split('?')[0]);
        if (!path.startsWith('/assets/') || existsSync(resolve(outDir, `.${path}`))) return next();
        res.statusCode = 404;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end(`Not found: ${path}`);
      });
    },
  };
}

export default defineConfig({
  plugins: [
    missingAssetsAre404(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders get their own chunk too: their query options (and the API modules behind them) then
      // stay out of the entry chunk every route pays for (docs/architecture.md#performance).
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']],
      },
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    tailwindcss(),
    tesseractAssets(),
    routePreload(),
    prerenderShell(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
    },
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Copies small shared chunks into the chunks that import them, so a signed-in page's start-up is
          // ~20 files instead of ~60: on a slow line each file costs a round trip, which held back the guest
          // list's first rows (docs/architecture.md#performance). Rolldown's runtime keeps each copied module
          // one instance. The stylesheet's chunk stays a file, as Rolldown's docs advise for Vite's CSS plugin.
          experimentalInlineCommonChunks: {
            maxSize: 32 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
        },
      },
    },
  },
  worker: { format: 'es' },
  server: {
    host: '127.0.0.1',
    // The local stack writes at runtime under .local (Deno's npm cache with its own tsconfig.json files,
    // PostgreSQL data, uploads): a change seen there would reload the open page (docs/local-stack.md#functions).
    watch: {
      ignored: ['**/.local/**', '**/test-results/**', '**/playwright-report/**', '**/tests/e2e/screenshots/**'],
    },
  },
  preview: { host: '127.0.0.1' },
});
