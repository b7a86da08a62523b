/**
 * Vite config for the SPA (also extended by the vitest `unit` project).
 * The TanStack Router plugin generates `src/routeTree.gen.ts` from `src/routes/` and splits every
 * route's component into its own chunk (`autoCodeSplitting`), so /login does not ship the admin,
 * marketing or guest-list code (ARCHITECTURE.md: initial route < 250 KB gzipped JS).
 * It must come before the React plugin (TanStack Router docs, "Installation with Vite").
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { tesseractAssets } from './scripts/vite-plugin-tesseract.ts';

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: true }),
    react(),
    tailwindcss(),
    tesseractAssets(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('./supabase/functions/_shared', import.meta.url)),
    },
  },
  worker: { format: 'es' },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
