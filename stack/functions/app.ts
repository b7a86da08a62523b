/**
 * `/functions/v1/<name>`: runs `supabase/functions/<name>/index.ts` with Deno as `supabase functions serve`
 * does (docs/local-stack.md#functions): the CLI's `verify_jwt` gate (default on; OPTIONS always passes), Supabase's
 * env vars, one long-lived worker per function, 404/503 bodies as the edge runtime sends them.
 * Workers restart after a crash and after any file under `supabase/functions` changes.
 */
import { mkdtempSync, rmSync, watch, type FSWatcher } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import type { StackContext } from '../context.ts';
import { bearerToken } from '../http/claims.ts';
import { PUBLISHABLE_KEY, SECRET_KEY } from '../http/gateway.ts';
import { functionEntry, functionSecrets, verifyJwtFor } from './config.ts';
import { BootError, FunctionWorker, WorkerStoppedError } from './worker.ts';
import { forward } from './proxy.ts';

export interface FunctionsOptions {
  /**
   * Deno cache directory (downloaded `npm:` packages). Default: `$DENO_DIR` if set, else
   * `<rootDir>/.local/deno` — shared by dev and test runs (whose data dirs are throwaway) so packages
   * are downloaded once per clone, not once per `--reset` or test run.
   */
  denoDir?: string;
}

/** Every runtime created in this process, so the stack can stop all workers on shutdown. */
const runtimes = new Set<() => Promise<void>>();

/** Stops every function worker started by any functions app in this process (stack shutdown). */
export async function stopFunctionWorkers(): Promise<void> {
  await Promise.all([...runtimes].map((stop) => stop()));
}

/** Env vars Supabase sets inside functions (docs/local-stack.md#functions), plus `supabase/functions/.env`. */
function functionEnv(ctx: StackContext): Record<string, string> {
  return {
    // Mail goes to the stack's mailbox over SMTP unless supabase/functions/.env names a provider.
    ...(ctx.smtpPort && {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(ctx.smtpPort),
      SMTP_SENDER: 'Hotel Guest Registry <no-reply@guestregistry.local>',
    }),
    // The app's address, for links in mail (hosted: a function secret).
    SITE_URL: ctx.siteUrl,
    ...functionSecrets(ctx.rootDir),
    // No internal gateway here: functions reach the stack through its public URL.
    SUPABASE_URL: ctx.apiUrl,
    SUPABASE_ANON_KEY: ctx.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.serviceRoleKey,
    SUPABASE_DB_URL: ctx.databaseUrl,
    SUPABASE_JWKS: JSON.stringify(ctx.keys.jwks),
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE_KEY }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
  };
}

/** The CLI main service's JWT gate. @returns a 401 response, or undefined when the request may pass */
async function jwtGate(ctx: StackContext, c: Context): Promise<Response | undefined> {
  const token = bearerToken(c);
  if (!token) return c.json({ msg: 'Error: Missing authorization header' }, 401);
  try {
    await ctx.keys.verifyJwt(token);
    return undefined;
  } catch {
    return c.json({ msg: 'Invalid JWT' }, 401);
  }
}

/** Builds the Functions app; mount it with `app.route('/functions/v1', createFunctionsApp(ctx))`. */
export function createFunctionsApp(ctx: StackContext, options: FunctionsOptions = {}): Hono {
  const workers = new Map<string, FunctionWorker>();
  const socketDir = mkdtempSync(join(tmpdir(), 'stack-fn-'));
  const denoDir = options.denoDir ?? process.env.DENO_DIR ?? join(ctx.rootDir, '.local', 'deno');
  const stopAll = async () => {
    const running = [...workers.values()];
    workers.clear();
    await Promise.all(running.map((worker) => worker.stop()));
  };
  let watcher: FSWatcher | undefined;
  try {
    let debounce: NodeJS.Timeout | undefined;
    watcher = watch(join(ctx.rootDir, 'supabase', 'functions'), { recursive: true }, () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => void stopAll(), 200);
    });
  } catch {
    watcher = undefined; // no functions folder yet: nothing to watch
  }
  let closed = false;
  runtimes.add(async () => {
    closed = true;
    watcher?.close();
    await stopAll();
    rmSync(socketDir, { recursive: true, force: true });
  });

  const app = new Hono();
  app.all('/:name{[^/]+}/*', handle);
  app.all('/:name{[^/]+}', handle);

  /** The worker's socket, booting it if needed; retries when a file change stopped it mid-boot. */
  async function startWorker(name: string, entry: string, attempts = 3): Promise<string> {
    let worker = workers.get(name);
    if (!worker) {
      worker = new FunctionWorker({
        name,
        entry,
        rootDir: ctx.rootDir,
        socketDir,
        denoDir,
        env: functionEnv(ctx),
        quiet: ctx.quiet,
      });
      workers.set(name, worker);
    }
    try {
      return await worker.start();
    } catch (error) {
      if (error instanceof WorkerStoppedError && attempts > 1 && !closed) return startWorker(name, entry, attempts - 1);
      throw error;
    }
  }

  async function handle(c: Context): Promise<Response> {
    const name = c.req.param('name')!;
    const entry = functionEntry(ctx.rootDir, name);
    if (!entry) return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
    if (c.req.method !== 'OPTIONS' && verifyJwtFor(ctx.rootDir, name)) {
      const refusal = await jwtGate(ctx, c);
      if (refusal) return refusal;
    }
    let socketPath: string;
    try {
      socketPath = await startWorker(name, entry);
    } catch (error) {
      if (!(error instanceof BootError || error instanceof WorkerStoppedError)) throw error;
      console.error(`[functions:${name}] boot failed: ${error.message}`);
      return c.json({ code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' }, 503);
    }
    // The function sees `/<name>/…` (the gateway strips `/functions/v1`, docs/local-stack.md#functions).
    const url = new URL(c.req.url);
    const path = url.pathname.replace(/^.*?\/functions\/v1(?=\/)/, '');
    try {
      return await forward(socketPath, c.req.raw, path + url.search);
    } catch (error) {
      console.error(`[functions:${name}] request failed:`, error);
      // The worker died under this request (or its socket is gone). Its exit event may arrive after
      // the next request, so retire it now: the next request boots a fresh worker.
      const failed = workers.get(name);
      if (failed) {
        workers.delete(name);
        void failed.stop();
      }
      return c.json({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' }, 500);
    }
  }

  return app;
}
