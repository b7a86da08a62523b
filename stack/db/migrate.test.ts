/**
 * The local database lifecycle as the stack uses it: embedded Postgres, bootstrap, CLI-style
 * migration tracking, seed once, and failures that name file:line and leave no trace.
 * Uses a real server on port DB_UNIT_PORT (default 55403) with a scratch project directory.
 */
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from './migrate.ts';
import { PostgresStartError, startPostgres, type RunningPostgres } from './postgres.ts';
import { roleUrl } from './roles.ts';

const port = Number(process.env.DB_UNIT_PORT ?? 55403);
let server: RunningPostgres;
let scratch: string;
let projectDir: string;

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function writeMigration(name: string, sql: string) {
  await writeFile(join(projectDir, 'supabase/migrations', name), sql);
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'stack-db-test-'));
  projectDir = join(scratch, 'project');
  await mkdir(join(projectDir, 'supabase/migrations'), { recursive: true });
  await mkdir(join(projectDir, 'stack'), { recursive: true });
  await symlink(resolve(import.meta.dirname, '../platform'), join(projectDir, 'stack/platform'));
  server = await startPostgres({ dataDir: join(scratch, 'data'), port, throwaway: true });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await rm(scratch, { recursive: true, force: true });
});

describe('prepareDatabase', () => {
  it('applies migrations in version order once, then the seed once', async () => {
    await writeMigration('20260101000002_rooms.sql', 'alter table public.hotels_t add column rooms int;');
    await writeMigration(
      '20260101000001_hotels.sql',
      'create table public.hotels_t (id int primary key);\ncomment on table public.hotels_t is $$a;b$$;',
    );
    await writeFile(join(projectDir, 'supabase/seed.sql'), 'insert into public.hotels_t values (1, 10);');
    const first = await prepareDatabase({ databaseUrl: server.databaseUrl, rootDir: projectDir, seed: true });
    expect(first.applied).toEqual(['20260101000001', '20260101000002']);
    const second = await prepareDatabase({ databaseUrl: server.databaseUrl, rootDir: projectDir, seed: true });
    expect(second.applied).toEqual([]);
    expect(await query(server.databaseUrl, 'select id, rooms from public.hotels_t')).toEqual([{ id: 1, rooms: 10 }]);
    const history = await query<{ version: string; name: string; statements: string[] }>(
      server.databaseUrl,
      'select version, name, statements from supabase_migrations.schema_migrations order by version',
    );
    expect(history[0]).toEqual({
      version: '20260101000001',
      name: 'hotels',
      statements: ['create table public.hotels_t (id int primary key)', 'comment on table public.hotels_t is $$a;b$$'],
    });
  });

  it('names the file and line of a failing statement and leaves the database as before that file', async () => {
    await writeMigration(
      '20260101000003_broken.sql',
      'create table public.half_done (id int);\n\n-- duplicate id\ninsert into public.hotels_t values\n  (1, 0);\n',
    );
    await expect(
      prepareDatabase({ databaseUrl: server.databaseUrl, rootDir: projectDir, seed: false }),
    ).rejects.toThrow(
      /^supabase\/migrations\/20260101000003_broken\.sql:4: duplicate key value violates unique constraint "hotels_t_pkey"/,
    );
    expect(await query(server.databaseUrl, "select to_regclass('public.half_done') as t")).toEqual([{ t: null }]);
    await writeMigration(
      '20260101000003_broken.sql',
      'create table public.ok_now (id int);\n\nselect nosuchcolumn from public.ok_now;',
    );
    await expect(
      prepareDatabase({ databaseUrl: server.databaseUrl, rootDir: projectDir, seed: false }),
    ).rejects.toThrow(/_broken\.sql:3: column "nosuchcolumn" does not exist/);
    await rm(join(projectDir, 'supabase/migrations/20260101000003_broken.sql'));
  });

  it('skips the bootstrap when the database already has it and every migration, and reruns it once a platform file changes', async () => {
    const prepare = () => prepareDatabase({ databaseUrl: server.databaseUrl, rootDir: projectDir, seed: true });
    const hasEmail = async () =>
      (await query<{ f: string | null }>(server.databaseUrl, "select to_regprocedure('auth.email()') as f"))[0].f;
    await prepare();
    // The bootstrap recreates auth.email(): while it stays dropped, no platform file ran.
    await query(server.databaseUrl, 'drop function auth.email()');
    expect((await prepare()).applied).toEqual([]);
    expect(await hasEmail()).toBeNull();
    // What the database records of its bootstrap no longer matches the files (as after an edit).
    await query(server.databaseUrl, "comment on schema supabase_migrations is 'stack platform sha256:older'");
    expect((await prepare()).applied).toEqual([]);
    expect(await hasEmail()).toBe('auth.email()');
  });

  it('provides the platform roles and auth helpers the migrations rely on', async () => {
    const client = new pg.Client({ connectionString: roleUrl(server.databaseUrl, 'authenticator') });
    await client.connect();
    try {
      await client.query('begin');
      await client.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ sub: '9b2f0c1e-0000-4000-8000-000000000001', role: 'authenticated' })],
      );
      const { rows } = await client.query(
        'select auth.uid()::text as uid, auth.role() as role, current_user as "user"',
      );
      expect(rows).toEqual([
        { uid: '9b2f0c1e-0000-4000-8000-000000000001', role: 'authenticated', user: 'authenticated' },
      ]);
    } finally {
      await client.end();
    }
  });
});

describe('prepareDatabase without superuser rights', () => {
  it('leaves the platform alone and says what is missing when it is absent', async () => {
    await query(server.databaseUrl, "create role plain_owner login password 'plain'");
    await query(server.databaseUrl, 'create database bare owner plain_owner');
    const url = new URL(server.databaseUrl);
    url.username = 'plain_owner';
    url.password = 'plain';
    url.pathname = '/bare';
    await expect(prepareDatabase({ databaseUrl: url.toString(), rootDir: projectDir, seed: false })).rejects.toThrow(
      /lacks Supabase's platform \(table auth.users, table storage.objects, table realtime.messages, publication supabase_realtime\)/,
    );
  });
});

describe('startPostgres', () => {
  it('refuses a port that is taken, saying which', async () => {
    await expect(startPostgres({ dataDir: join(scratch, 'other'), port })).rejects.toThrow(
      `Port ${port} on 127.0.0.1 is already in use`,
    );
  });

  it('fails at once, naming the step and quoting the server, when the server exits while starting', async () => {
    // A data directory that claims a cluster but holds none: the server exits at start-up.
    const broken = join(scratch, 'broken');
    await mkdir(join(broken, 'pg'), { recursive: true });
    await writeFile(join(broken, 'pg', 'PG_VERSION'), '17\n');
    const started = Date.now();
    const failure = await startPostgres({ dataDir: broken, port: port + 1 }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(PostgresStartError);
    expect((failure as PostgresStartError).step).toBe('server start');
    expect((failure as Error).message).toMatch(/server start: the server exited .* before it was ready/);
    expect((failure as Error).message).toMatch(/Last PostgreSQL log lines:\n[\s\S]*postgresql\.conf/);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('stops a server that has already exited without waiting for it', async () => {
    const other = await startPostgres({ dataDir: join(scratch, 'killed'), port: port + 2, throwaway: true });
    const pid = Number((await readFile(join(scratch, 'killed', 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await other.stop();
    expect(Date.now() - started).toBeLessThan(5000);
  }, 60_000);
});
