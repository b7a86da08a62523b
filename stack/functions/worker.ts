/**
 * One long-lived Deno process per edge function, like the edge runtime's user workers
 * (docs/local-stack.md#functions). Spawned lazily with `node_modules/.bin/deno` running `bootstrap.js`, which
 * serves the function's `Deno.serve` handler on a Unix socket (no TCP port to allocate or collide on).
 * A worker that exits is replaced by a fresh one on the next request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';

/** Longest wait for a worker to come up; the first boot may download `npm:` packages. */
const BOOT_TIMEOUT_MS = 120_000;
const READY = 'STACK_WORKER_READY';
/** The `deno` npm package's binary installed with the stack. */
const DENO_BIN = join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'deno');

export interface WorkerSpec {
  name: string;
  /** Absolute path of `supabase/functions/<name>/index.ts`. */
  entry: string;
  /** Project root holding `supabase/functions` (and its optional `deno.json`). */
  rootDir: string;
  /** Where the socket lives, e.g. a short temp dir (socket paths are limited to ~100 bytes). */
  socketDir: string;
  /** Deno's cache (`DENO_DIR`): downloaded npm packages survive restarts here. */
  denoDir: string;
  /** Environment the function sees (Supabase's variables plus secrets). */
  env: Record<string, string>;
  /** Do not echo the worker's own stdout/stderr lines (boot failures still carry its stderr tail). */
  quiet?: boolean;
}

/**
 * Host variables a worker inherits: paths, locale, and what Deno needs to reach the npm registry
 * (proxies, extra CA certificates). Nothing else from the stack's environment leaks into functions.
 */
const INHERITED_ENV =
  /^(PATH|HOME|TMPDIR|LANG|LC_\w+|(HTTPS?|NO|ALL)_PROXY|SSL_CERT_(FILE|DIR)|NODE_EXTRA_CA_CERTS|DENO_(CERT|TLS_CA_STORE|AUTH_TOKENS)|NPM_CONFIG_REGISTRY)$/i;

function hostNetworkEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => INHERITED_ENV.test(entry[0]) && !!entry[1],
    ),
  );
}

/** Raised when the worker exits or times out before serving: the runtime's BOOT_ERROR. */
export class BootError extends Error {}

/** Raised when `stop()` ended a worker that was still booting (files changed, stack stopping). */
export class WorkerStoppedError extends Error {}

export class FunctionWorker {
  private child?: ChildProcess;
  private ready?: Promise<string>;
  private stopped = false;
  readonly socketPath: string;

  constructor(private readonly spec: WorkerSpec) {
    this.socketPath = join(spec.socketDir, `${spec.name}.sock`);
  }

  /** Starts the worker if needed. @returns the Unix socket path once it serves. @throws BootError */
  start(): Promise<string> {
    if (this.stopped) return Promise.reject(new WorkerStoppedError(`worker ${this.spec.name} was stopped`));
    this.ready ??= this.boot().catch((error) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  private boot(): Promise<string> {
    const { spec } = this;
    if (existsSync(this.socketPath)) rmSync(this.socketPath);
    const config = join(spec.rootDir, 'supabase', 'functions', 'deno.json');
    const args = [
      'run',
      '--no-prompt',
      '--no-lock',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      // Like the edge runtime, functions may write only to the temp dir (plus our socket's dir).
      `--allow-write=${spec.socketDir},${tmpdir()}`,
      ...(existsSync(config) ? ['--config', config] : []),
      join(import.meta.dirname, 'bootstrap.js'),
    ];
    const child = spawn(DENO_BIN, args, {
      cwd: join(spec.rootDir, 'supabase', 'functions'),
      env: {
        ...hostNetworkEnv(),
        DENO_DIR: spec.denoDir,
        NO_COLOR: '1',
        ...spec.env,
        STACK_WORKER_SOCKET: this.socketPath,
        STACK_FUNCTION_ENTRY: pathToFileURL(spec.entry).href,
      },
      // stdin stays open for the worker's lifetime: its end tells the worker the stack is gone.
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child = child;
    const stderrTail: string[] = [];
    createInterface({ input: child.stderr }).on('line', (line) => {
      stderrTail.push(line);
      if (stderrTail.length > 20) stderrTail.shift();
      if (!spec.quiet) console.error(`[functions:${spec.name}] ${line}`);
    });
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new BootError(`worker did not start within ${BOOT_TIMEOUT_MS} ms`));
      }, BOOT_TIMEOUT_MS);
      createInterface({ input: child.stdout }).on('line', (line) => {
        if (line.startsWith(READY)) {
          clearTimeout(timer);
          resolve(this.socketPath);
        } else if (!spec.quiet) {
          console.log(`[functions:${spec.name}] ${line}`);
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        if (this.child === child) {
          this.child = undefined;
          this.ready = undefined;
        }
        if (this.stopped) reject(new WorkerStoppedError(`worker ${spec.name} was stopped while booting`));
        else reject(new BootError(`worker exited (${signal ?? code}) before serving:\n${stderrTail.join('\n')}`));
      });
    });
  }

  /** Stops the worker (SIGTERM, then SIGKILL after 2 s). @returns once it has exited */
  async stop(): Promise<void> {
    this.stopped = true;
    const child = this.child;
    this.child = undefined;
    this.ready = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const kill = setTimeout(() => child.kill('SIGKILL'), 2000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
}
