/**
 * The real Supabase CLI (npm `supabase`, pinned in package.json) against a database the local stack
 * migrated (docs/local-stack.md#the-supabase-cli): `supabase migration list` and
 * `supabase db push --dry-run`, both with `--db-url`. Every local migration must show as applied and
 * the CLI must have nothing to push, so the history the stack records in
 * `supabase_migrations.schema_migrations` is one the CLI accepts: the CLI would refuse, for example, a
 * migration dated before one already applied. Telemetry and the update check are switched off, so
 * the CLI talks to nothing but that database.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One check's verdict, as a line of TAP says it. */
export type CliCheck = { ok: boolean; name: string; detail?: string };

/** Versions on one side only in `supabase migration list`'s table (`| Local | Remote | Time |`). */
export function unmatchedVersions(table: string): string[] {
  const rows = table
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.replaceAll('`', '').trim()))
    .filter((cells) => cells.length >= 3 && /^\d+$/.test(cells[0] || cells[1]));
  return rows.filter(([local, remote]) => local !== remote).map(([local, remote]) => local || remote);
}

/**
 * @param databaseUrl the migrated database, e.g. `postgresql://postgres:postgres@127.0.0.1:54322/postgres`
 * @param rootDir the repository root (holds `supabase/`)
 * @returns the verdicts of `migration list` and `db push --dry-run`
 */
export async function checkWithSupabaseCli(databaseUrl: string, rootDir: string): Promise<CliCheck[]> {
  const url = new URL(databaseUrl);
  url.searchParams.set('sslmode', 'disable'); // the embedded server speaks plain TCP on loopback
  const cli = (...args: string[]) =>
    run(join(rootDir, 'node_modules/.bin/supabase'), [...args, '--db-url', url.toString(), '--workdir', rootDir], {
      env: { ...process.env, DO_NOT_TRACK: '1', SUPABASE_TELEMETRY_DISABLED: '1', SUPABASE_NO_UPDATE_NOTIFIER: '1' },
      timeout: 60_000,
    }).then(
      ({ stdout, stderr }) => ({ ok: true, stdout, stderr }),
      (error: { stdout?: string; stderr?: string; message: string }) => ({
        ok: false,
        stdout: error.stdout ?? '',
        stderr: error.stderr || error.message,
      }),
    );
  const [list, push] = await Promise.all([cli('migration', 'list'), cli('db', 'push', '--dry-run')]);
  const unmatched = list.ok ? unmatchedVersions(list.stdout) : [];
  return [
    {
      ok: list.ok && unmatched.length === 0,
      name: 'supabase migration list: every local migration is applied, and only those',
      detail: list.ok ? (unmatched.length ? `unmatched versions: ${unmatched.join(', ')}` : undefined) : list.stderr,
    },
    {
      ok: push.ok && /Remote database is up to date/.test(push.stdout),
      name: 'supabase db push --dry-run: nothing to push, history accepted',
      detail: push.ok ? push.stdout.trim() : push.stderr.trim(),
    },
  ];
}
