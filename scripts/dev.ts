/**
 * `npm run dev`: the local Supabase stack (PostgreSQL 17 with data in `.local/`, API, mailbox)
 * plus the Vite dev server (a child process, scripts/dev-vite.ts) with the app pointed at it.
 *
 * Usage: npm run dev [-- --reset] [--stack-only] [--data-dir DIR]
 *                    [--api-port N --db-port N --mail-port N --vite-port N]
 *   --reset       start from an empty database (bootstrap, migrations, seed)
 *   --stack-only  do not start Vite (e.g. when the app runs elsewhere)
 * With DATABASE_URL set, that PostgreSQL server is used instead of the embedded one.
 * The stack and Vite start side by side (the API URL is known from the port), so start-up takes
 * the longer of the two (docs/local-stack.md#start-up). Ctrl-C / SIGTERM stops Vite, the stack and PostgreSQL.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { spawn } from 'node:child_process';
import { ANON_KEY } from '../stack/keys.ts';
import { SEEDED_ADMIN_TOTP_SECRET } from './totp.ts';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Seconds since this process started (performance.now() counts from process start). */
const elapsed = () => (performance.now() / 1000).toFixed(1);
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

/**
 * Starts Vite (scripts/dev-vite.ts) in a child process with the app configured for the stack.
 * @returns its closer, once Vite listens
 * @throws Error with Vite's reason when it fails to start or exits first
 */
async function startVite(): Promise<() => Promise<void>> {
  // Plain Node (its built-in type stripping) rather than tsx: tsx's loader hooks slowed Vite's own
  // module loading by about a third, and Vite compiles vite.config.ts itself.
  const child = spawn(process.execPath, [join(rootDir, 'scripts', 'dev-vite.ts')], {
    cwd: rootDir,
    env: {
      ...process.env,
      VITE_SUPABASE_URL: `http://127.0.0.1:${apiPort}`,
      VITE_SUPABASE_ANON_KEY: ANON_KEY,
      DEV_VITE_PORT: String(vitePort),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.once('message', (message: { ready?: true; error?: string }) => {
      if (!message.ready) return reject(new Error(message.error));
      if (process.env.STACK_TIMINGS === '1') console.error(`[dev] ${elapsed()} s Vite listening`);
      resolve();
    });
    child.once('exit', (code, signal) => reject(new Error(`Vite exited (${signal ?? code}) before listening`)));
  });
  return async () => {
    // Disconnecting tells the child to close Vite and exit (it may already be gone after a Ctrl-C).
    if (child.connected) child.disconnect();
    await exited;
  };
}

let stackSeconds = '';
/** A rejected promise's reason as one line of text. */
const reasonText = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));

// Vite's child process is spawned first so it boots while this process loads the stack's modules.
const viteStarting = args['stack-only'] ? Promise.resolve(() => Promise.resolve()) : startVite();
const [stackResult, viteResult] = await Promise.allSettled([
  import('../stack/index.ts').then(({ startStack }) =>
    startStack({
      rootDir,
      dataDir: resolve(args['data-dir']),
      apiPort,
      dbPort: Number(args['db-port']),
      mailPort: Number(args['mail-port']),
      siteUrl: appUrl,
      reset: args.reset,
    }).then((stack) => ((stackSeconds = elapsed()), stack)),
  ),
  viteStarting,
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
  Platform admin   admin / Admin-Passw0rd!  (admin@guestregistry.app, on /admin-login), then the
                   two-step code: \`npm run totp\` prints it, or add the local-only TOTP secret
                   ${SEEDED_ADMIN_TOTP_SECRET} to an authenticator app

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
