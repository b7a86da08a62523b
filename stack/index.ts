/**
 * Entry point of the local stack (docs/local-stack.md#start-up): starts the services and nothing else.
 * PostgreSQL (embedded, or the server at `databaseUrl`/`DATABASE_URL`) prepared with bootstrap +
 * migrations + seed, the API gateway with every service on 127.0.0.1:apiPort, the mailbox on
 * mailPort, and the pg_cron/pg_net stand-in that runs the jobs migrations schedule.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { StackContext } from './context.ts';
import { startPostgres } from './db/postgres.ts';
import { prepareDatabase } from './db/migrate.ts';
import { roleUrl } from './db/roles.ts';
import { assertPortFree, serveApp } from './http/listen.ts';
import { ANON_KEY, SERVICE_ROLE_KEY, loadStackKeys } from './keys.ts';
import { createScheduler, hasEmulatedCron } from './schedule/scheduler.ts';

export interface StartStackOptions {
  /** Repository root (holds supabase/ and stack/); defaults to this checkout. */
  rootDir?: string;
  /** Data directory for the cluster, keys, storage objects and mail; default `<rootDir>/.local`. */
  dataDir?: string;
  apiPort?: number;
  dbPort?: number;
  mailPort?: number;
  /** The app's URL (GoTrue SITE_URL); default `http://127.0.0.1:5173`. */
  siteUrl?: string;
  /** Start from an empty cluster (embedded Postgres only). */
  reset?: boolean;
  /** Use this server instead of starting one; default `process.env.DATABASE_URL`; null = always embedded. */
  databaseUrl?: string | null;
  /** Silence progress lines on stderr. */
  quiet?: boolean;
  /** Faster, crash-unsafe Postgres settings (fsync off) for throwaway test clusters. */
  throwaway?: boolean;
}

export interface RunningStack {
  apiUrl: string;
  mailUrl: string;
  dbUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Closes HTTP, WebSocket and mail servers, the pools, then Postgres (if started here). */
  stop(): Promise<void>;
}

/**
 * Ends replication connections still open on our own embedded server (a Realtime feed caught
 * mid-start), since a walsender would otherwise hold up PostgreSQL's fast shutdown.
 */
async function endReplication(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    await client.query(`select pg_terminate_backend(pid) from pg_stat_activity where backend_type = 'walsender'`);
  } catch {
    // Server already gone or refusing connections: nothing to end.
  } finally {
    await client.end().catch(() => undefined);
  }
}

const defaultRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Starts everything; on any failure, stops what was already started and rethrows.
 * @throws PortInUseError naming the port, SqlFileError naming the migration file and line, or
 *   Error when PostgreSQL does not start
 */
export async function startStack(options: StartStackOptions = {}): Promise<RunningStack> {
  const rootDir = options.rootDir ?? defaultRoot;
  const dataDir = resolve(options.dataDir ?? join(rootDir, '.local'));
  const { apiPort = 54321, dbPort = 54322, mailPort = 54324 } = options;
  const log = (line: string) => options.quiet || process.stderr.write(`[stack] ${line}\n`);
  /**
   * With STACK_TIMINGS=1, one stderr line per start-up phase: seconds since the process started
   * (docs/local-stack.md#start-up).
   */
  const phase = (name: string) =>
    process.env.STACK_TIMINGS === '1' &&
    process.stderr.write(`[stack] ${(performance.now() / 1000).toFixed(2)} s ${name}\n`);
  phase('startStack called');
  const cleanups: { name: string; run: () => Promise<unknown> }[] = [];
  const onStop = (name: string, run: () => Promise<unknown>) => cleanups.push({ name, run });
  /** Stops in reverse start order; a step that hangs is abandoned after 5 s so shutdown finishes. */
  const stop = async () => {
    for (const { name, run } of cleanups.splice(0).reverse()) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise(
        (resolve) => (timer = setTimeout(() => resolve(log(`shutdown: ${name} did not stop within 5 s`)), 5000)),
      );
      await Promise.race([run().catch((error: Error) => log(`shutdown: ${name}: ${error.message}`)), timeout]);
      clearTimeout(timer);
    }
  };

  try {
    await Promise.all([assertPortFree(apiPort, 'API'), assertPortFree(mailPort, 'mailbox')]);
    phase('ports checked');
    // The services' modules load while PostgreSQL starts and the schema is checked: loading them takes
    // about as long as both on a warm start (docs/local-stack.md#start-up). Started after the port
    // checks, whose callbacks would otherwise wait behind module loading.
    const modules = Promise.all([
      import('./server.ts').then((server) => (server.preloadServices(), server)),
      import('./mail/mailbox.ts'),
      import('./mail/smtp.ts'),
    ]);
    modules.catch(() => undefined); // awaited below; a failure before that must not be unhandled
    let databaseUrl = options.databaseUrl === undefined ? process.env.DATABASE_URL : options.databaseUrl;
    if (databaseUrl) {
      if (options.reset) log('--reset is ignored with DATABASE_URL: the external database is left as it is');
    } else {
      log(`starting PostgreSQL on 127.0.0.1:${dbPort} (data ${join(dataDir, 'pg')})`);
      const postgres = await startPostgres({
        dataDir,
        port: dbPort,
        reset: options.reset,
        throwaway: options.throwaway,
      });
      const url = postgres.databaseUrl;
      onStop('PostgreSQL', async () => {
        await endReplication(url);
        await postgres.stop();
      });
      databaseUrl = url;
    }
    phase('postgres started');
    const { applied } = await prepareDatabase({ databaseUrl, rootDir, seed: true });
    log(applied.length ? `applied migrations ${applied.join(', ')}` : 'database schema up to date');
    phase('database prepared');

    const pool = (url: string) => {
      const created = new pg.Pool({ connectionString: url, max: 10 });
      created.on('error', (error) => log(`pool: ${error.message}`));
      // A connection cut while checked out (PostgreSQL restarting) emits 'error' on its client, which
      // without a listener ended the whole process (docs/faults.md); the query itself already fails.
      created.on('connect', (client) => client.on('error', (error) => log(`pool client: ${error.message}`)));
      onStop('database pool', () => created.end());
      return created;
    };
    const [{ attachRealtimeService, createGatewayApp }, { createMailbox }, { startSmtp }] = await modules;
    const mailbox = createMailbox({ dir: join(dataDir, 'mail') });
    // The mailbox's SMTP door, on a free port: edge functions send mail through it (SMTP_HOST/SMTP_PORT).
    const smtp = await startSmtp((mail) => mailbox.deliver(mail));
    onStop('mailbox SMTP', () => smtp.close());
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const mailUrl = `http://127.0.0.1:${mailPort}`;
    const ctx: StackContext = {
      adminPool: pool(databaseUrl),
      authPool: pool(roleUrl(databaseUrl, 'supabase_auth_admin')),
      apiPool: pool(roleUrl(databaseUrl, 'authenticator')),
      databaseUrl,
      apiUrl,
      siteUrl: (options.siteUrl ?? 'http://127.0.0.1:5173').replace(/\/$/, ''),
      mailUrl,
      dataDir,
      rootDir,
      keys: await loadStackKeys(join(dataDir, 'signing-key.json')),
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      quiet: options.quiet,
      sendMail: (mail) => mailbox.deliver(mail),
      smtpPort: smtp.port,
    };

    const mail = await serveApp(mailbox.app, mailPort, 'mailbox');
    onStop('mailbox', () => mail.close());
    phase('mailbox listening');
    const gateway = await createGatewayApp(ctx);
    onStop('services', () => gateway.close());
    phase('services loaded');
    const api = await serveApp(gateway.app, apiPort, 'API');
    onStop('API server', () => api.close());
    phase('API listening');
    onStop('realtime', await attachRealtimeService(api.server, ctx));
    phase('realtime attached');
    // pg_cron + pg_net stand-ins: schedules call the functions through this gateway (docs/local-stack.md#schedules).
    // A database with the real extensions (DATABASE_URL on a Supabase server) runs its own jobs.
    if (await hasEmulatedCron(ctx.adminPool)) {
      const scheduler = createScheduler(ctx.adminPool, { gatewayUrl: apiUrl, log });
      await scheduler.storeSecrets(apiUrl, SERVICE_ROLE_KEY);
      scheduler.start();
      onStop('scheduler', () => scheduler.stop());
    }
    phase('scheduler started');
    log(`API ${apiUrl} · mailbox ${mailUrl}`);
    return { apiUrl, mailUrl, dbUrl: databaseUrl, anonKey: ANON_KEY, serviceRoleKey: SERVICE_ROLE_KEY, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
