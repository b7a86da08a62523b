/**
 * One production `vite build` in a process of its own, for page-weight.ts: a build in the bench's
 * process would share it with the app modules loaded by earlier sections (Vite's SSR loader, a
 * development React), and the app's build prerenders pages with React (docs/architecture.md#performance).
 *
 * Usage: node --import tsx bench/vite-build.ts app|floor|mrz ROOT OUT_DIR
 *   app   ROOT's own vite.config.ts;  floor  no config file, React and Tailwind plugins (floor-app.ts);
 *   mrz   no config file, the OCR files plugin (bench/mrz-browser, the passport-scan timing page)
 * Prints `{"seconds": N}` (the build alone, ms precision); writes OUT_DIR/.vite/manifest.json.
 * BENCH_SOURCEMAPS=1 adds hidden source maps (`*.js.map`, not referenced by the files) for bench/long-tasks.ts.
 */
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import { build, type PluginOption } from 'vite';
import { tesseractAssets } from '../scripts/vite-plugin-tesseract.ts';

const [kind, root, outDir] = process.argv.slice(2);
if ((kind !== 'app' && kind !== 'floor' && kind !== 'mrz') || !root || !outDir) {
  console.error('Usage: bench/vite-build.ts app|floor|mrz ROOT OUT_DIR');
  process.exit(2);
}
const started = performance.now();
await build({
  root,
  logLevel: 'warn',
  ...(kind === 'app'
    ? { configFile: join(root, 'vite.config.ts') }
    : kind === 'mrz'
      ? { configFile: false, plugins: [tesseractAssets()] as PluginOption[], worker: { format: 'es' as const } }
      : { configFile: false, plugins: [react(), tailwindcss()] }),
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    ...(process.env.BENCH_SOURCEMAPS ? { sourcemap: 'hidden' } : {}),
  },
});
console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000 }));
