/**
 * The layout rule on file names as a new feature would write them: each misplaced file gets the
 * message that says where it belongs. Paths are checked relative to the repository root, where Vitest runs.
 */
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import rule from './feature-layout.js';

const root = path.resolve(import.meta.dirname, '../..');
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const at = (file: string) => ({ code: 'export {};', filename: path.join(root, file) });
const options = [{ extraFolders: { guests: ['fields'] } }];
const wrong = (file: string, message: RegExp) => ({ ...at(file), options, errors: [{ message }] });

describe('layout/feature-layout', () => {
  it('accepts the feature folders and tests beside their modules', () => {
    tester.run('feature-layout', rule, {
      valid: [
        'src/features/guests/api/list-guests.ts',
        'src/features/guests/components/guest-table.tsx',
        'src/features/guests/hooks/use-picked-images.ts',
        'src/features/guests/lib/guest-csv.ts',
        'src/features/guests/lib/guest-csv.test.ts',
        'src/features/guests/testing/guest-fixture.ts',
        'src/features/guests/fields/guest-field-presentation.ts',
        'src/features/guests/components/guest-list-page.search.test.tsx',
        'src/features/plans/components/plan-badge.test.ts',
        'src/lib/format.test.ts',
      ].map((file) => ({ ...at(file), options })),
      invalid: [
        wrong('src/features/activity/activity-kinds.ts', /sits at the root of src\/features\/activity\//),
        wrong('src/features/guests/csv/guest-csv.ts', /csv\/ is not a feature folder/),
        wrong('src/features/reports/fields/x.ts', /fields\/ is not a feature folder/),
        wrong('src/features/guests/components/count-label.ts', /move count-label.ts to lib\//),
        wrong('src/features/guests/api/guest-row.tsx', /api\/ holds calls, query options and keys, no JSX/),
        wrong('src/features/guests/hooks/focus-back.ts', /named use-<name>.ts/),
        wrong('src/features/guests/lib/no-such-module.test.ts', /needs no-such-module.ts or no-such-module.tsx/),
      ],
    });
  });
});
