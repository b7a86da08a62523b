/**
 * Keeps docs/local-stack.md#capabilities true: each supported or partly supported capability names
 * the tests that check it, every named test exists, and every contract test of a Supabase service is
 * named by some row (a new area of behaviour needs its row).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

interface CapabilityRow {
  capability: string;
  status: string;
  tests: string[];
}

/** The rows of the Capabilities table: `| capability | status | `test`, `test` |`. */
function capabilityRows(): CapabilityRow[] {
  const doc = readFileSync(join(root, 'docs/local-stack.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Capabilities'), doc.indexOf('## Adding a behaviour'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Capability') && !line.startsWith('| ---'))
    .map((line) => {
      const [capability, status, tests] = line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim());
      return { capability, status, tests: [...tests.matchAll(/`([^`]+)`/g)].map((m) => m[1]) };
    });
}

/** A bare name is a contract test; a path is a repository file. */
const testFile = (name: string) => (name.includes('/') ? name : `tests/contract/${name}.test.ts`);

const SERVICE_TEST = /^(auth-|rest-|storage-|realtime|functions-runtime)/;

describe('docs/local-stack.md capabilities', () => {
  const rows = capabilityRows();

  it('has one row per capability, each with a status', () => {
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) expect(row.status, row.capability).toMatch(/^(supported|partly|not supported)/);
  });

  it('names at least one test for every supported or partly supported capability', () => {
    const untested = rows.filter((row) => !row.status.startsWith('not supported') && row.tests.length === 0);
    expect(untested.map((row) => row.capability)).toEqual([]);
  });

  it('names only tests that exist', () => {
    const missing = rows.flatMap((row) => row.tests.map(testFile)).filter((file) => !existsSync(join(root, file)));
    expect(missing).toEqual([]);
  });

  it('names every contract test of a Supabase service in some row', () => {
    const named = new Set(rows.flatMap((row) => row.tests));
    const unnamed = readdirSync(join(root, 'tests/contract'))
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => file.replace(/\.test\.ts$/, ''))
      .filter((name) => SERVICE_TEST.test(name) && !named.has(name));
    expect(unnamed).toEqual([]);
  });
});
