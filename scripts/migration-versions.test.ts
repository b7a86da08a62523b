import { describe, expect, it } from 'vitest';
import { migrationVersionProblems } from './migration-versions.ts';

const now = new Date('2026-11-27T01:30:00Z');

describe('migration versions', () => {
  it('accepts unique 14-digit versions up to today (UTC), in any listing order', () => {
    expect(
      migrationVersionProblems(
        ['20261127030000_keys.sql', '20261122000100_foundation.sql', '20261127235959_late.sql'],
        now,
      ),
    ).toEqual([]);
  });

  it('refuses a migration dated after today, naming the file and the rule', () => {
    expect(migrationVersionProblems(['20261128000100_tomorrow.sql'], now)).toEqual([
      '20261128000100_tomorrow.sql: dated 2026-11-28, after today (2026-11-27 UTC); a new migration takes the current UTC time as its version',
    ]);
  });

  it('refuses a repeated version', () => {
    expect(migrationVersionProblems(['20261127030000_a.sql', '20261127030000_b.sql'], now)).toEqual([
      "20261127030000_b.sql: version 20261127030000 repeats an earlier migration's; give it a later one",
    ]);
  });

  it('refuses versions that are not 14 digits or not a calendar date', () => {
    expect(
      migrationVersionProblems(['2026112700010_short.sql', '20260230000000_feb.sql', '20261127_x.SQL'], now),
    ).toEqual([
      '20260230000000_feb.sql: 2026-02-30 is not a calendar date',
      '2026112700010_short.sql: name it <YYYYMMDDHHMMSS>_<snake_case_name>.sql (a 14-digit UTC version)',
      '20261127_x.SQL: name it <YYYYMMDDHHMMSS>_<snake_case_name>.sql (a 14-digit UTC version)',
    ]);
  });
});
