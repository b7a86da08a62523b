/**
 * Embedded Postgres for the test harnesses that serve only some of the stack's services (the Realtime
 * tests, the contract tests' mini stack): a throwaway data directory, the platform bootstrap and the
 * project's migrations (and seed), the superuser and `authenticator` pools, and the `StackContext`
 * those services take (docs/local-stack.md#why).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { StackContext } from './context.ts';
import { prepareDatabase } from './db/migrate.ts';
import { startPostgres } from './db/postgres.ts';
import { roleUrl } from './db/roles.ts';
import { ANON_KEY, SERVICE_ROLE_KEY, loadStackKeys } from './keys.ts';

export interface TestDatabase {
  /** The throwaway directory: Postgres data, storage objects and the signing key. */
  dataDir: string;
  /** Repository root whose `supabase/` was migrated. */
  rootDir: string;
  /** Superuser pool (`postgres`). */
  adminPool: pg.Pool;
  /** Pool logged in as `authenticator`, as the API services use it. */
  apiPool: pg.Pool;
  /**
   * The context of services answering at `apiUrl` (`http://127.0.0.1:<port>`): the pools above, the
   * data directory's signing key, the standard anon and service-role keys, mail dropped; `overrides` win.
   */
  context(apiUrl: string, overrides?: Partial<StackContext>): Promise<StackContext>;
  /** Ends the pools, stops Postgres and removes the data directory. */
  stop(): Promise<void>;
}

/**
 * Starts Postgres on loopback `port` in a fresh temporary directory named after `prefix`, migrated
 * (and seeded when `seed`). Rejects when Postgres does not start or a migration fails.
 */
export async function startTestDatabase(options: {
  port: number;
  seed: boolean;
  prefix: string;
}): Promise<TestDatabase> {
  const rootDir = resolve(import.meta.dirname, '..');
  const dataDir = await mkdtemp(join(tmpdir(), options.prefix));
  const postgres = await startPostgres({ dataDir, port: options.port, reset: true, throwaway: true });
  await prepareDatabase({ databaseUrl: postgres.databaseUrl, rootDir, seed: options.seed });
  const adminPool = new pg.Pool({ connectionString: postgres.databaseUrl, max: 5 });
  const apiPool = new pg.Pool({ connectionString: roleUrl(postgres.databaseUrl, 'authenticator'), max: 5 });
  // Postgres stops right after the pools end; a connection still closing then sees 57P01, which is expected.
  for (const pool of [adminPool, apiPool]) {
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
  }
  return {
    dataDir,
    rootDir,
    adminPool,
    apiPool,
    async context(apiUrl, overrides = {}) {
      return {
        adminPool,
        authPool: adminPool,
        apiPool,
        databaseUrl: postgres.databaseUrl,
        apiUrl,
        siteUrl: 'http://127.0.0.1:5173',
        mailUrl: 'http://127.0.0.1:1',
        dataDir,
        rootDir,
        keys: await loadStackKeys(join(dataDir, 'signing-key.json')),
        anonKey: ANON_KEY,
        serviceRoleKey: SERVICE_ROLE_KEY,
        sendMail: () => Promise.resolve(),
        ...overrides,
      };
    },
    async stop() {
      await adminPool.end();
      await apiPool.end();
      await postgres.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
