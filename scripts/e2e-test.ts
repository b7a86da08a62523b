/**
 * End-to-end run: a fresh local stack (temporary data dir, throwaway embedded Postgres,
 * demo seed), the app built by Vite and served by `vite preview`, then `playwright test` (tests/e2e)
 * against them. Everything is stopped afterwards, also on Ctrl-C; the exit code is Playwright's.
 *
 *   node_modules/.bin/node --import tsx scripts/e2e-test.ts [playwright args, e.g. a file or -g pattern]
 *
 *   node_modules/.bin/node --import tsx scripts/e2e-test.ts --marketing-screenshots
 *     instead regenerates the seven gallery images (public/screenshots, scripts/screenshots.ts)
 *     from the same fresh stack and build, so they show the clean demo seed.
 *
 * Ports (env overridable): E2E_API_PORT 54341, E2E_DB_PORT 54342, E2E_MAIL_PORT 54344, E2E_APP_PORT 54345.
 * The build points the pricing buttons at a fake checkout script (CHECKOUT_SCRIPT_URL) that the
 * visitor flow serves itself, and turns analytics off, so the browser never leaves 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { startStack } from '../stack/index.ts';
import { CHROMIUM, ensureSystemPackageOrExit } from '../stack/system-packages.ts';
import { CHECKOUT_BUILD_ENV } from '../tests/e2e/support/checkout.ts';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const appPort = port('E2E_APP_PORT', 54345);
const appUrl = `http://127.0.0.1:${appPort}`;
const chromium = process.env.E2E_CHROMIUM ?? CHROMIUM.provides;
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

if (process.env.E2E_CHROMIUM === undefined) ensureSystemPackageOrExit(CHROMIUM, 'e2e');
else if (!existsSync(chromium)) {
  console.error(`e2e: E2E_CHROMIUM=${chromium} does not exist; unset it to use Debian's chromium.`);
  process.exit(1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'hgr-e2e-'));
// One browser signs in far more than 30 times in 5 minutes from 127.0.0.1; the per-address
// sign-in limit (docs/local-stack.md#auth) is proved by the contract tests instead.
process.env.STACK_AUTH_SIGN_IN_SIGN_UPS ??= '10000';
const stack = await startStack({
  rootDir,
  dataDir,
  reset: true,
  throwaway: true,
  // The suite arranges data with SQL and resets nothing, so it always gets its own embedded cluster.
  databaseUrl: null,
  apiPort: port('E2E_API_PORT', 54341),
  dbPort: port('E2E_DB_PORT', 54342),
  mailPort: port('E2E_MAIL_PORT', 54344),
  siteUrl: appUrl,
  quiet: true,
}).catch((error: Error) => {
  // e.g. a port in use: startStack has stopped what it started; say why and leave no temp dir.
  rmSync(dataDir, { recursive: true, force: true });
  console.error(`e2e: the local stack did not start: ${error.message}`);
  process.exit(1);
});
console.log(`e2e: stack up at ${stack.apiUrl} (${elapsed()})`);

let server: Awaited<ReturnType<typeof preview>> | undefined;
let stopping: Promise<void> | undefined;
const stopAll = () =>
  (stopping ??= (async () => {
    await server?.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().then(() => process.exit(130)));
}

const reportFile = join(dataDir, 'playwright-report.json');
let summary = '';
let exitCode = 1;
try {
  // Vite gives process.env precedence over .env files, so a developer's .env cannot redirect the build.
  Object.assign(process.env, {
    VITE_SUPABASE_URL: stack.apiUrl,
    VITE_SUPABASE_ANON_KEY: stack.anonKey,
    VITE_ANALYTICS_URL: '',
    VITE_ANALYTICS_SITE_ID: '',
    ...CHECKOUT_BUILD_ENV,
  });
  const outDir = join(dataDir, 'dist');
  await build({ root: rootDir, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  server = await preview({
    root: rootDir,
    build: { outDir },
    preview: { port: appPort, strictPort: true, host: '127.0.0.1' },
  });
  console.log(`e2e: app built and served at ${appUrl} (${elapsed()})`);
  mkdirSync(join(rootDir, 'tests/e2e/screenshots'), { recursive: true });

  const args = process.argv.slice(2);
  const command = args.includes('--marketing-screenshots')
    ? ['--import', 'tsx', join(rootDir, 'scripts/screenshots.ts')]
    : [join(rootDir, 'node_modules/@playwright/test/cli.js'), 'test', ...args];
  exitCode = await new Promise<number>((resolvePromise) => {
    const child = spawn(process.execPath, command, {
      cwd: rootDir,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: appUrl,
        E2E_API_URL: stack.apiUrl,
        E2E_MAIL_URL: stack.mailUrl,
        E2E_DB_URL: stack.dbUrl,
        E2E_ANON_KEY: stack.anonKey,
        E2E_SERVICE_ROLE_KEY: stack.serviceRoleKey,
        E2E_CHROMIUM: chromium,
        E2E_REPORT_FILE: reportFile,
        APP_URL: appUrl,
        CHROMIUM: chromium,
      },
    });
    child.on('close', (code) => resolvePromise(code ?? 1));
  });
  if (existsSync(reportFile)) {
    // Playwright's JSON stats: expected = passed, unexpected = failed, flaky = passed only on retry.
    const { stats } = JSON.parse(readFileSync(reportFile, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    summary = `${stats.expected} passed, ${stats.unexpected + stats.flaky} failed, `;
  }
} catch (error) {
  console.error(error);
} finally {
  await stopAll();
}
// scripts/test.ts counts tests from a "N passed, N failed" line.
console.log(`e2e: ${summary}finished in ${elapsed()} (exit ${exitCode})`);
process.exit(exitCode);
