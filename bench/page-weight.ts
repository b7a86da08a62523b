/**
 * Page weight: `vite build` of the app (its own vite.config.ts, with a manifest) and of
 * the minimal floor app (floor-app.ts) in the same run; gzipped JS + CSS each initial route loads
 * (the entry's static import closure plus the route files' split chunks, from the manifest), goal
 * ≤ 1.1 × floor per initial route; then Lighthouse of both builds served by `vite preview`
 * (page-speed.ts).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ANON_KEY } from '../stack/keys.ts';
import { CHROMIUM as CHROMIUM_PACKAGE, ensureSystemPackage } from '../stack/system-packages.ts';
import type { Bench } from './context.ts';
import { writeFloorApp } from './floor-app.ts';
import type { MachineFacts } from './machine.ts';
import { benchPageSpeed } from './page-speed.ts';

const CHROMIUM = CHROMIUM_PACKAGE.provides;

/** Initial routes and the route files whose split chunks they load (TanStack autoCodeSplitting). */
export const ROUTES: [path: string, files: string[]][] = [
  ['landing (/)', ['src/routes/index.tsx']],
  ['/login', ['src/routes/login.tsx']],
  ['/register', ['src/routes/_authed.tsx', 'src/routes/_authed/_hotel.tsx', 'src/routes/_authed/_hotel/register.tsx']],
  [
    '/guest-list',
    ['src/routes/_authed.tsx', 'src/routes/_authed/_hotel.tsx', 'src/routes/_authed/_hotel/guest-list.tsx'],
  ],
  // The guest's online check-in page: the OCR engine must stay out of it (loaded on the first scan).
  ['/checkin', ['src/routes/checkin.tsx']],
];

type Manifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean }
>;

/** Manifest keys `roots` and every key they import statically. */
function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key) || !manifest[key]) return;
    keys.add(key);
    manifest[key].imports?.forEach(visit);
  };
  roots.forEach(visit);
  return [...keys];
}

/** Gzipped bytes of JS and CSS loaded for manifest keys `roots` and their static imports. */
export function initialWeight(outDir: string, manifest: Manifest, roots: string[]): { js: number; css: number } {
  const files = new Set(
    staticClosure(manifest, roots).flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]),
  );
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(outDir, file))).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css };
}

/**
 * Runs bench/vite-build.ts (`kind` app or floor) in a child process, with hidden source maps when
 * `sourcemaps`; @returns its build time and manifest.
 */
function timedBuild(
  kind: 'app' | 'floor',
  root: string,
  outDir: string,
  sourcemaps = false,
): { seconds: number; manifest: Manifest } {
  const script = join(import.meta.dirname, 'vite-build.ts');
  const printed = execFileSync(process.execPath, ['--import', 'tsx', script, kind, root, outDir], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', ...(sourcemaps ? { BENCH_SOURCEMAPS: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { seconds } = JSON.parse(printed.trim().split('\n').pop()!) as { seconds: number };
  return { seconds, manifest: JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest };
}

export async function benchPageWeight(bench: Bench, facts: MachineFacts): Promise<void> {
  const { config, results, rootDir, tmpDir } = bench;
  ensureSystemPackage(CHROMIUM_PACKAGE);
  facts.chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  // The app validates its env at start: point it at the bench stack's address (not running now).
  process.env.VITE_SUPABASE_URL = `http://127.0.0.1:${config.ports.api}`;
  process.env.VITE_SUPABASE_ANON_KEY = ANON_KEY;
  const appOut = join(tmpDir, 'app-dist');
  const floorRoot = writeFloorApp(join(tmpDir, 'floor'), rootDir);
  const floorOut = join(tmpDir, 'floor-dist');
  const app = timedBuild('app', rootDir, appOut, config.profile);
  if (config.keepBuild) {
    rmSync(config.keepBuild, { recursive: true, force: true });
    cpSync(appOut, config.keepBuild, { recursive: true });
  }
  const floor = timedBuild('floor', floorRoot, floorOut);
  results.add({
    section: 'page-weight',
    name: 'vite build',
    unit: 's',
    value: app.seconds,
    baseline: { name: 'floor app build', value: floor.seconds },
  });

  const floorEntry = Object.keys(floor.manifest).filter((key) => floor.manifest[key].isEntry);
  const floorWeight = initialWeight(floorOut, floor.manifest, floorEntry);
  const floorKB = (floorWeight.js + floorWeight.css) / 1024;
  // The entry's dynamic imports count as initial: src/main.tsx imports the app itself that way (after the first
  // paint). They are read from the entry's static closure: with small common chunks inlined the entry is a stub
  // importing the `main` chunk, which holds them.
  const entryKeys = Object.keys(app.manifest).filter((key) => app.manifest[key].isEntry);
  const appEntry = [
    ...entryKeys,
    ...staticClosure(app.manifest, entryKeys).flatMap((key) => app.manifest[key].dynamicImports ?? []),
  ];
  for (const [path, files] of ROUTES) {
    const split = Object.keys(app.manifest).filter((key) => files.some((file) => key.startsWith(`${file}?`)));
    if (!split.length) throw new Error(`no chunks for ${path} in the build manifest`);
    const weight = initialWeight(appOut, app.manifest, [...appEntry, ...split]);
    const kb = (weight.js + weight.css) / 1024;
    const row = results.add({
      section: 'page-weight',
      name: `initial JS+CSS gzip, ${path}`,
      unit: 'KB',
      value: kb,
      baseline: { name: 'floor app', value: floorKB },
      note: `JS ${(weight.js / 1024).toFixed(0)} + CSS ${(weight.css / 1024).toFixed(0)} KB`,
    });
    row.goal = { text: '≤ 1.1 × floor', met: row.ratio! <= 1.1 };
  }

  await benchPageSpeed(bench, { rootDir, appOut, floorRoot, floorOut });
}
