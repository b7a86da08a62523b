/**
 * `npm run dev`: the local Supabase stack (PostgreSQL 17 with data in `.local/`, API, mailbox)
 * plus the Vite dev server with the app pointed at it, in one process.
 *
 * Usage: npm run dev [-- --reset] [--stack-only] [--data-dir DIR]
 *                    [--api-port N --db-port N --mail-port N --vite-port N]
 *   --reset       start from an empty database (bootstrap, migrations, seed)
 *   --stack-only  do not start Vite (e.g. when the app runs elsewhere)
 * With DATABASE_URL set, that PostgreSQL server is used instead of the embedded one.
 * The stack and Vite start side by side (the API URL is known from the port), so start-up takes
 * the longer of the two. Ctrl-C / SIGTERM stops Vite, the stack and PostgreSQL.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startStack } from '../stack/index.ts';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const startedAt = performance.now();
const elapsed = () => ((performance.now() - startedAt) / 1000).toFixed(1);
const { values: args } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    'stack-only': { type: 'boolean', default: false },
    'api-port': { type: 'string', default: '54321' },
    'db-port': { type: 'string', default: '54322' },
    'mail-port': { type: 'string', default: '54324' },
    'vite-port': { type: 'string', default: '5173' },
    'data-dir': { type: 'string', default: join(rootDir, '.local') },
  },
});
const apiPort = Number(args['api-port']);
const vitePort = Number(args['vite-port']);
const appUrl = `http://127.0.0.1:${vitePort}`;

/** Starts Vite with the app configured for the stack; returns its closer. */
async function startVite(): Promise<() => Promise<void>> {
  // Vite copies process.env VITE_* variables into import.meta.env.
  process.env.VITE_SUPABASE_URL = `http://127.0.0.1:${apiPort}`;
  process.env.VITE_SUPABASE_ANON_KEY = (await import('../stack/keys.ts')).ANON_KEY;
  const { createServer } = await import('vite');
  const sigtermBefore = new Set(process.listeners('SIGTERM'));
  const stdinEndBefore = new Set(process.stdin.listeners('end'));
  const vite = await createServer({
    root: rootDir,
    configFile: join(rootDir, 'vite.config.ts'),
    server: { host: '127.0.0.1', port: vitePort, strictPort: true },
  });
  // Vite exits the process on SIGTERM or stdin end, which would skip stopping PostgreSQL: our
  // shutdown() closes Vite itself, so its own exit listeners are removed.
  for (const listener of process.listeners('SIGTERM'))
    if (!sigtermBefore.has(listener)) process.off('SIGTERM', listener);
  for (const listener of process.stdin.listeners('end'))
    if (!stdinEndBefore.has(listener)) process.stdin.off('end', listener as () => void);
  await vite.listen();
  return () => vite.close();
}

let stackSeconds = '';
/** A rejected promise's reason as one line of text. */
const reasonText = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));

const [stackResult, viteResult] = await Promise.allSettled([
  startStack({
    rootDir,
    dataDir: resolve(args['data-dir']),
    apiPort,
    dbPort: Number(args['db-port']),
    mailPort: Number(args['mail-port']),
    siteUrl: appUrl,
    reset: args.reset,
  }).then((stack) => ((stackSeconds = elapsed()), stack)),
  args['stack-only'] ? Promise.resolve(() => Promise.resolve()) : startVite(),
]);
if (stackResult.status === 'rejected' || viteResult.status === 'rejected') {
  if (stackResult.status === 'rejected')
    console.error(`\nThe local stack did not start: ${reasonText(stackResult.reason)}`);
  else await stackResult.value.stop();
  if (viteResult.status === 'rejected')
    console.error(`\nVite did not start on ${appUrl}: ${reasonText(viteResult.reason)}`);
  else await viteResult.value();
  process.exit(1);
}
const stack = stackResult.value;
const closeVite = viteResult.value;

console.log(`
Hotel Guest Registry — ready in ${elapsed()} s (stack ${stackSeconds} s)
  App              ${args['stack-only'] ? '(not started: --stack-only)' : appUrl}
  Supabase API     ${stack.apiUrl}
  Database         ${stack.dbUrl}
  Mailbox          ${stack.mailUrl}
  anon key         ${stack.anonKey}
  service_role key ${stack.serviceRoleKey}

  Demo hotel staff demo@guestregistry.app / demo-pass-2026   (Seaside Demo Villa)
  Second hotel     lodge@guestregistry.app / lodge-pass-2026  (Mountain Lodge)
  Platform admin   admin / Admin-Passw0rd!  (admin@guestregistry.app, on /admin-login)

Press Ctrl-C to stop.`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  await closeVite().catch(() => undefined);
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
