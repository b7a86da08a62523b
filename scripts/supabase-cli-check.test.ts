import { describe, expect, it } from 'vitest';
import { unmatchedVersions } from './supabase-cli-check.ts';

/** `supabase migration list` as CLI 2.117 prints it: a local-only and a remote-only version. */
const TABLE = `
   Local            | Remote           | Time (UTC)
  ------------------|------------------|-----------------------
   \`20261126000100\` | \`20261126000100\` | \`2026-11-26 00:01:00\`
   \`20261126120000\` | \` \`              | \`2026-11-26 12:00:00\`
   \`20261127000100\` | \`20261127000100\` | \`2026-11-27 00:01:00\`
   \` \`              | \`20261127030000\` | \`2026-11-27 03:00:00\`
`;

describe('supabase migration list', () => {
  it('names the versions applied on one side only', () => {
    expect(unmatchedVersions(TABLE)).toEqual(['20261126120000', '20261127030000']);
  });

  it('finds nothing when both sides list the same versions', () => {
    expect(
      unmatchedVersions(
        TABLE.split('\n')
          .filter((line) => !/` `/.test(line))
          .join('\n'),
      ),
    ).toEqual([]);
  });
});
