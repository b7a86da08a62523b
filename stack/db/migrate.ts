/**
 * Brings a database to the project's schema the way `supabase start` / `supabase db reset` do:
 * the platform bootstrap (`stack/platform/*.sql`, what Supabase's image provides), then
 * `supabase/migrations/<version>_<name>.sql` in version order, each once, tracked in
 * `supabase_migrations.schema_migrations` as the CLI tracks them, then `supabase/seed.sql` once.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import pg from 'pg';
import { SqlFileError } from './sql-errors.ts';
import { runSqlScript } from './sql-script.ts';

export { SqlFileError };

export interface PrepareOptions {
  /** Superuser connection string. */
  databaseUrl: string;
  /** Repository root (holds `stack/platform` and `supabase/`). */
  rootDir: string;
  /** Run `supabase/seed.sql` if it has never run on this database. */
  seed: boolean;
}

const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;
/** Serialises concurrent prepares of one database (two test processes starting at once). */
const PREPARE_LOCK_KEY = 5_440_054_322;

/**
 * Applies bootstrap (as a superuser only: a Supabase database already has it), pending migrations and
 * (first time only) the seed.
 * Each file runs in its own transaction: a failing file leaves the database as it was before it.
 * @returns the migration versions applied by this call, e.g. `['20260101000000']`
 * @throws SqlFileError naming the file and line (from pg's `position`) of the first failure
 */
export async function prepareDatabase(options: PrepareOptions): Promise<{ applied: string[] }> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const platformFiles = await sqlFiles(join(options.rootDir, 'stack/platform'));
    const platformMark = await platformFingerprint(platformFiles);
    if (await isUpToDate(client, options, platformMark)) return { applied: [] };
    await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    const superuser = await isSuperuser(client);
    if (superuser) {
      for (const file of platformFiles) await runFile(client, options.rootDir, file);
    } else {
      await assertSupabasePlatform(client);
    }
    await client.query(TRACKING_TABLES);
    if (superuser) await client.query(`comment on schema supabase_migrations is '${platformMark}'`);
    const applied = await applyMigrations(client, options.rootDir);
    if (options.seed) await applySeed(client, options.rootDir);
    return { applied };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * What the database records of the bootstrap it got: a comment on `supabase_migrations` holding the
 * SHA-256 of the platform files' names and contents, so an edited file runs the bootstrap again.
 */
async function platformFingerprint(files: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file.split('/').pop()}\0${await readFile(file, 'utf8')}\0`);
  return `stack platform sha256:${hash.digest('hex')}`;
}

/**
 * The warm-start fast path (docs/local-stack.md#start-up): one query tells whether this superuser
 * connection's database already has this bootstrap, every migration file and (when asked) the seed,
 * in which case there is nothing to run. Any doubt (no tracking schema yet, not a superuser) says no.
 */
async function isUpToDate(client: pg.Client, options: PrepareOptions, platformMark: string): Promise<boolean> {
  let state: { superuser: boolean; mark: string | null; versions: string[]; seeded: boolean } | undefined;
  try {
    const { rows } = await client.query<NonNullable<typeof state>>(`
      select (select rolsuper from pg_roles where rolname = current_user) as superuser,
             obj_description('supabase_migrations'::regnamespace, 'pg_namespace') as mark,
             array(select version from supabase_migrations.schema_migrations) as versions,
             exists (select 1 from supabase_migrations.seed_files) as seeded`);
    state = rows[0];
  } catch {
    return false; // no tracking tables yet: a fresh database
  }
  if (!state?.superuser || state.mark !== platformMark) return false;
  const done = new Set(state.versions);
  const files = await sqlFiles(join(options.rootDir, 'supabase/migrations'));
  const versions = files.map((file) => MIGRATION_FILE.exec(file.split('/').pop()!)?.[1]);
  if (versions.some((version) => version !== undefined && !done.has(version))) return false;
  return !options.seed || state.seeded || !existsSync(join(options.rootDir, 'supabase/seed.sql'));
}

async function isSuperuser(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ super: boolean }>(
    'select rolsuper as super from pg_roles where rolname = current_user',
  );
  return rows[0]?.super === true;
}

/**
 * A non-superuser connection (e.g. `postgres` on a `supabase start` database, where the image already
 * provides the platform) skips the bootstrap; the migrations' prerequisites must then exist.
 */
async function assertSupabasePlatform(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ missing: string[] }>(`
    select array_remove(array[
      case when to_regrole('authenticator') is null then 'role authenticator' end,
      case when to_regrole('supabase_auth_admin') is null then 'role supabase_auth_admin' end,
      case when to_regclass('auth.users') is null then 'table auth.users' end,
      case when to_regclass('storage.objects') is null then 'table storage.objects' end,
      case when to_regclass('realtime.messages') is null then 'table realtime.messages' end,
      case when not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then 'publication supabase_realtime' end
    ], null) as missing`);
  const missing = rows[0]?.missing ?? [];
  if (missing.length) {
    throw new Error(
      `The database lacks Supabase's platform (${missing.join(', ')}) and this login is not a superuser that could create it.`,
    );
  }
}

/** The CLI's tracking tables (cli pkg/migration/history.go, seed.go). */
const TRACKING_TABLES = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
  create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);
`;

async function applyMigrations(client: pg.Client, rootDir: string): Promise<string[]> {
  const done = new Set(
    (await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (row) => row.version,
    ),
  );
  const applied: string[] = [];
  for (const file of await sqlFiles(join(rootDir, 'supabase/migrations'))) {
    const match = MIGRATION_FILE.exec(file.split('/').pop()!);
    if (!match || done.has(match[1])) continue;
    const [, version, name] = match;
    await runFile(client, rootDir, file, async (_sql, statements) => {
      await client.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, name, statements],
      );
    });
    applied.push(version);
  }
  return applied;
}

async function applySeed(client: pg.Client, rootDir: string): Promise<void> {
  const seedPath = 'supabase/seed.sql';
  const ran = await client.query('select 1 from supabase_migrations.seed_files limit 1');
  if (ran.rowCount) return;
  const file = join(rootDir, seedPath);
  const exists = await readFile(file, 'utf8').then(
    () => true,
    () => false,
  );
  if (!exists) return;
  await runFile(client, rootDir, file, async (sql) => {
    const hash = createHash('sha256').update(sql).digest('hex');
    await client.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [seedPath, hash]);
  });
}

/** Runs one file in one transaction (plus `record`, in the same transaction). */
async function runFile(
  client: pg.Client,
  rootDir: string,
  file: string,
  record?: (sql: string, statements: string[]) => Promise<void>,
): Promise<void> {
  const sql = await readFile(file, 'utf8');
  await client.query('begin');
  try {
    const { statements } = await runSqlScript(client, relative(rootDir, file), sql);
    await record?.(sql, statements);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

async function sqlFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(dir, name));
}
