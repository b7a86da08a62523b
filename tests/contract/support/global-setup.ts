/**
 * Vitest globalSetup of the `contract` project: starts the local stack from an empty database in a
 * fresh temporary data directory (bootstrap + migrations + seed), provides its URLs and keys to the
 * test files (`inject('apiUrl')` …, or the helpers in ./clients.ts), and stops it afterwards.
 * Ports come from STACK_TEST_API_PORT (default 54331), STACK_TEST_DB_PORT (54332),
 * STACK_TEST_MAIL_PORT (54334), so parallel runs can use separate ranges.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startStack } from '../../../stack/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. `http://127.0.0.1:54331` */
    apiUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    /** Mailbox base URL, e.g. `http://127.0.0.1:54334` (Mailpit API under /api/v1). */
    mailUrl: string;
    /** Superuser connection string of the test database. */
    dbUrl: string;
  }
}

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stack-contract-'));
  // Anonymous sign-ins, MFA, test OTPs… on for this suite only (the app's config.toml keeps them off).
  process.env.STACK_AUTH_CONFIG ??= fileURLToPath(new URL('../fixtures/auth-config.toml', import.meta.url));
  const stack = await startStack({
    dataDir,
    apiPort: port('STACK_TEST_API_PORT', 54331),
    dbPort: port('STACK_TEST_DB_PORT', 54332),
    mailPort: port('STACK_TEST_MAIL_PORT', 54334),
    reset: true,
    throwaway: true,
    quiet: true,
    // Contract tests run against the embedded server even when a developer has DATABASE_URL set.
    databaseUrl: process.env.STACK_TEST_DATABASE_URL ?? null,
  });
  project.provide('apiUrl', stack.apiUrl);
  project.provide('anonKey', stack.anonKey);
  project.provide('serviceRoleKey', stack.serviceRoleKey);
  project.provide('mailUrl', stack.mailUrl);
  project.provide('dbUrl', stack.dbUrl);
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
