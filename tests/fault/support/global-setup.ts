/**
 * Vitest globalSetup of the `fault` project (docs/faults.md): a PostgreSQL of its own in a fresh
 * temporary directory, prepared once (bootstrap, migrations, seed), so the tests can restart it and
 * `kill -9` the API process without redoing either. Ports from FAULT_PORT_BASE (default 54371): API
 * +0, database +1, mailbox +2. Teardown ends the API process and PostgreSQL, whichever instance runs.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../../../stack/db/migrate.ts';
import { startPostgres } from '../../../stack/db/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    faultDataDir: string;
    faultDbUrl: string;
    faultDbPort: number;
    faultApiPort: number;
    faultMailPort: number;
  }
}

/** Sends `signal` to the process whose pid is the first line of `file`, if it still runs. */
function signalPidFile(file: string, signal: NodeJS.Signals): void {
  if (!existsSync(file)) return;
  try {
    process.kill(Number(readFileSync(file, 'utf8').split('\n')[0]), signal);
  } catch {
    // already gone
  }
}

export default async function setup(project: TestProject) {
  const base = Number(process.env.FAULT_PORT_BASE ?? 54371);
  const dataDir = mkdtempSync(join(tmpdir(), 'hgr-fault-'));
  // Crash-safe settings (fsync, synchronous commit), as hosted PostgreSQL runs: the restart scenario
  // must not lose an acknowledged commit.
  const postgres = await startPostgres({ dataDir, port: base + 1 });
  await prepareDatabase({
    databaseUrl: postgres.databaseUrl,
    rootDir: resolve(import.meta.dirname, '../../..'),
    seed: true,
  });
  project.provide('faultDataDir', dataDir);
  project.provide('faultDbUrl', postgres.databaseUrl);
  project.provide('faultDbPort', base + 1);
  project.provide('faultApiPort', base);
  project.provide('faultMailPort', base + 2);
  return async () => {
    signalPidFile(join(dataDir, 'api.pid'), 'SIGKILL');
    await postgres.stop(); // the first server, unless a test restarted it
    signalPidFile(join(dataDir, 'pg', 'postmaster.pid'), 'SIGINT'); // a restarted one
    await new Promise((done) => setTimeout(done, 1000));
    if (!process.env.FAULT_KEEP) rmSync(dataDir, { recursive: true, force: true });
  };
}
