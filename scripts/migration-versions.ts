/**
 * What `db:test` checks of the migration file names before anything is applied
 * (docs/architecture.md#migration-versions): each is `<version>_<name>.sql` with a 14-digit version
 * `YYYYMMDDHHMMSS` (UTC) on a real calendar day, versions are unique and strictly increase in file-name
 * order, and none is dated after today (UTC). The Supabase CLI applies migrations in version order and
 * refuses to push one dated before the newest applied one without `--include-all`; a version from the
 * future makes every migration written before that date sort before it.
 */

/** One migration file name: version, then a snake_case name. */
const MIGRATION = /^(\d{14})_([a-z0-9_]+)\.sql$/;

/**
 * @param fileNames the names in `supabase/migrations` ending in `.sql`, in any order
 * @param now the current instant; its UTC date is "today"
 * @returns one sentence per problem, naming the file and what to do; empty when all is well
 */
export function migrationVersionProblems(fileNames: readonly string[], now = new Date()): string[] {
  const today = now.toISOString().slice(0, 10).replaceAll('-', '');
  const problems: string[] = [];
  let previous: string | undefined;
  for (const name of [...fileNames].sort()) {
    const match = MIGRATION.exec(name);
    if (!match) {
      problems.push(`${name}: name it <YYYYMMDDHHMMSS>_<snake_case_name>.sql (a 14-digit UTC version)`);
      continue;
    }
    const version = match[1];
    const day = `${version.slice(0, 4)}-${version.slice(4, 6)}-${version.slice(6, 8)}`;
    const midnight = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(midnight.getTime()) || midnight.toISOString().slice(0, 10) !== day) {
      problems.push(`${name}: ${day} is not a calendar date`);
    } else if (version.slice(0, 8) > today) {
      problems.push(
        `${name}: dated ${day}, after today (${today.slice(0, 4)}-${today.slice(4, 6)}-${today.slice(6)} UTC); ` +
          'a new migration takes the current UTC time as its version',
      );
    }
    if (previous !== undefined && version <= previous) {
      problems.push(`${name}: version ${version} repeats an earlier migration's; give it a later one`);
    }
    previous = version;
  }
  return problems;
}
