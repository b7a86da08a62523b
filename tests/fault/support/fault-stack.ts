/**
 * Faults on demand for the fault suite (docs/faults.md): the API process (the whole local stack, a
 * child process on the suite's database) started, killed with SIGKILL and started again on the same
 * data; PostgreSQL stopped as by a crash and started again; clients and a superuser pool that survive
 * both. The database comes from support/global-setup.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../../stack/keys.ts';
import { startPostgres } from '../../../stack/db/postgres.ts';

const rootDir = resolve(import.meta.dirname, '../../..');
const env = () => ({
  dataDir: inject('faultDataDir'),
  dbUrl: inject('faultDbUrl'),
  dbPort: inject('faultDbPort'),
  apiPort: inject('faultApiPort'),
  mailPort: inject('faultMailPort'),
});

/** e.g. `http://127.0.0.1:54371` */
export const apiUrl = () => `http://127.0.0.1:${env().apiPort}`;

let api: ChildProcess | null = null;

/** The API process's pid as recorded in the data directory (test files may run in different workers). */
function recordedApiPid(): number | null {
  try {
    return Number(readFileSync(join(env().dataDir, 'api.pid'), 'utf8'));
  } catch {
    return null;
  }
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether the API process is up (started by this worker or an earlier one). */
export const apiRunning = () => {
  const pid = recordedApiPid();
  return pid !== null && alive(pid);
};

/**
 * Starts the API process and resolves once it answers, with the milliseconds that took.
 * @throws Error with the process's output when it exits or is not ready within 90 s
 */
export async function startApi(): Promise<number> {
  const { dataDir, dbUrl, apiPort, mailPort } = env();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(rootDir, 'tests/fault/support/stack-process.ts')], {
    cwd: rootDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      FAULT_DATABASE_URL: dbUrl,
      FAULT_DATA_DIR: dataDir,
      FAULT_API_PORT: String(apiPort),
      FAULT_MAIL_PORT: String(mailPort),
      // 20 staff sign in from 127.0.0.1 within a minute (docs/local-stack.md#auth rate limits).
      STACK_AUTH_SIGN_IN_SIGN_UPS: '10000',
    },
  });
  let output = '';
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`the API process was not ready in 90 s:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('fault-stack ready')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      fail(new Error(`the API process exited (${signal ?? code}) before it was ready:\n${output}`));
    });
  });
  writeFileSync(join(dataDir, 'api.pid'), String(child.pid));
  // What the process says after start-up (function errors, warnings) goes to api.log for a failing test.
  const log = (chunk: Buffer) => appendFileSync(join(dataDir, 'api.log'), chunk);
  child.stdout.on('data', log);
  child.stderr.on('data', log);
  api = child;
  return performance.now() - started;
}

/** `kill -9` of the API process; resolves once it has exited. */
export async function killApi(): Promise<void> {
  const child = api;
  api = null;
  if (child) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGKILL');
    await exited;
    return;
  }
  const pid = recordedApiPid(); // started by another worker
  if (pid === null || !alive(pid)) return;
  process.kill(pid, 'SIGKILL');
  while (alive(pid)) await new Promise((done) => setTimeout(done, 20));
}

/**
 * Stops PostgreSQL as a crash would (SIGQUIT, immediate shutdown: sessions cut, no checkpoint), keeps it
 * down `downMs`, then starts it again on the same data (crash recovery).
 * @returns milliseconds from the stop until it accepts connections again
 */
export async function restartPostgres(downMs = 0): Promise<number> {
  const { dataDir, dbPort } = env();
  const pid = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const stopped = performance.now();
  process.kill(pid, 'SIGQUIT');
  for (;;) {
    try {
      process.kill(pid, 0);
      await new Promise((done) => setTimeout(done, 20));
    } catch {
      break; // gone
    }
  }
  await new Promise((done) => setTimeout(done, downMs));
  await startPostgres({
    dataDir,
    port: dbPort,
    // Crash-safe, as hosted PostgreSQL: an acknowledged commit survives the next crash.
    onLog: (line) => appendFileSync(join(dataDir, 'postgres.log'), `${line}\n`),
  });
  return performance.now() - stopped;
}

let pool: pg.Pool | null = null;
/** Superuser pool on the suite's database; outlives PostgreSQL restarts (broken connections are dropped). */
export function db(): pg.Pool {
  if (!pool) {
    pool = new pg.Pool({ connectionString: env().dbUrl, max: 4, idleTimeoutMillis: 1000, allowExitOnIdle: true });
    pool.on('error', () => undefined);
  }
  return pool;
}

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** supabase-js with the service role key (the schedule's and the admin functions' client). */
export const serviceClient = (): SupabaseClient =>
  createClient(apiUrl(), SERVICE_ROLE_KEY, clientOptions) as SupabaseClient;

/** supabase-js signed in as `email`; throws with GoTrue's message when sign-in fails. */
export async function signedIn(email: string, password: string): Promise<SupabaseClient> {
  const client = createClient(apiUrl(), ANON_KEY, clientOptions) as SupabaseClient;
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign-in as ${email}: ${error.message}`);
  return client;
}

export { ANON_KEY };
