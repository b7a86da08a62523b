/**
 * The timed steps of starting PostgreSQL (docs/local-stack.md#database-start-up): every step runs under
 * its own timer, and a step that fails or runs out of time ends the processes it started and raises
 * a `PostgresStartError` naming the step, the port, the data directory and the server's last log
 * lines. Nothing here waits without a limit.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Why a start failed: `step` is the name of the step that failed or timed out ("initdb", "server start"…). */
export class PostgresStartError extends Error {
  constructor(
    readonly step: string,
    reason: string,
    where: { port: number; clusterDir: string },
    logTail: readonly string[],
  ) {
    const tail = logTail.length ? `\nLast PostgreSQL log lines:\n${logTail.join('\n')}` : '\n(no PostgreSQL log lines)';
    super(`PostgreSQL did not start on 127.0.0.1:${where.port} (data ${where.clusterDir}): ${step}: ${reason}${tail}`);
    this.name = 'PostgresStartError';
  }
}

/** The server's recent output, kept for error messages (30 lines) and passed on to `onLine`. */
export class LogTail {
  readonly lines: string[] = [];
  constructor(private readonly onLine?: (line: string) => void) {}
  add(chunk: unknown, prefix = ''): void {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      this.lines.push(prefix + line);
      if (this.lines.length > 30) this.lines.shift();
      this.onLine?.(prefix + line);
    }
  }
}

/** Rejects with `timed out after N s` when `promise` has not settled within `ms` milliseconds. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** uid/gid to run the server binaries as: the `postgres` OS user when we are root (Postgres refuses root). */
export type RunAs = { uid: number; gid: number } | Record<string, never>;

/**
 * Creates the `postgres` OS user unless it exists, and returns its ids. Several suites may start at
 * once on a fresh machine: when `useradd` fails because another process created the user meanwhile,
 * the user is simply looked up again.
 */
export async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout),
  });
  try {
    return await ids();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']).catch(() => undefined);
    return ids();
  }
}

/** Runs a binary to completion (initdb); its output goes to `log`. Killed (whole process) when `ms` runs out. */
export async function runToCompletion(binary: string, args: string[], runAs: RunAs, log: LogTail, ms: number) {
  const child = spawn(binary, args, { ...runAs, env: { ...process.env, LC_MESSAGES: 'C' } });
  child.stdout.on('data', (chunk) => log.add(chunk));
  child.stderr.on('data', (chunk) => log.add(chunk));
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`exited with ${signal ?? `code ${code}`}`)),
    );
  });
  try {
    await withTimeout(exited, ms);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/**
 * Spawns the server and resolves once it logs that it accepts connections (the log is accumulated,
 * so a line split over two reads is still seen). Rejects at once when the server exits first (a
 * port taken meanwhile, a damaged data directory), and kills it when `ms` runs out.
 */
export async function spawnServer(binary: string, args: string[], runAs: RunAs, log: LogTail, ms: number) {
  const child = spawn(binary, args, { ...runAs, env: { ...process.env, LC_MESSAGES: 'C' } });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log.add(chunk);
      output = (output + chunk.toString()).slice(-4096);
      if (output.includes('database system is ready to accept connections')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`the server exited (${signal ?? `code ${code}`}) before it was ready`)),
    );
  });
  try {
    await withTimeout(ready, ms);
  } catch (error) {
    await stopServer(child, 'SIGKILL', 5000);
    throw error;
  }
  return child;
}

/**
 * Asks the server to stop (`SIGINT` fast shutdown, `SIGQUIT` immediate, `SIGKILL`) and resolves when it
 * has exited; one that is still running after `ms` is killed. Resolves at once when it already exited.
 */
export async function stopServer(child: ChildProcess, signal: NodeJS.Signals, ms: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  try {
    await withTimeout(exited, ms);
  } catch {
    child.kill('SIGKILL');
    await exited;
  }
}
