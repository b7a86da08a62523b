/**
 * `npm run police-report` as a person runs it (docs/police-reports.md#the-cli): the file on stdout,
 * problems on stderr with exit 1 and nothing on stdout, usage errors named.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const fixtures = join(root, 'supabase/functions/_shared/police/testing');

function cli(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/police-report.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

// Each case starts Node with tsx (about 2 s alone, far more on a loaded machine).
describe('npm run police-report', { timeout: 60_000 }, () => {
  it('prints the Rome example exactly', () => {
    const run = cli('--format', 'alloggiati', join(fixtures, 'rome-eriksson.json'));
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout).toBe(readFileSync(join(fixtures, 'rome-eriksson.expected.txt'), 'utf8'));
  });

  it('prints the ZIP + Base64 form of a SES file', () => {
    const run = cli('--format', 'ses', '--zip-base64', join(fixtures, 'madrid-eriksson.json'));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^UEsDB[A-Za-z0-9+/]+=*\n$/); // "PK\3\4" in Base64
  });

  it('sends problems to stderr, one a line, and exits 1 without a file', () => {
    const input = JSON.parse(readFileSync(join(fixtures, 'rome-eriksson.json'), 'utf8')) as {
      stays: { departure: string; travellers: { sex?: string }[] }[];
    };
    input.stays[0].departure = '2026-12-31';
    input.stays[0].travellers[0].sex = 'X';
    const file = join(mkdtempSync(join(tmpdir(), 'police-report-')), 'stays.json');
    writeFileSync(file, JSON.stringify(input));
    const run = cli('--format', 'alloggiati', file);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^error: EXAMPLE-ROM-0001: Numero Giorni di Permanenza: the stay has 41 nights/),
      expect.stringMatching(/^error: EXAMPLE-ROM-0001, Anna Maria ERIKSSON: Sesso: Alloggiati takes only 1/),
    ]);
  });

  it('names a shape error by its JSON path', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'police-report-')), 'stays.json');
    writeFileSync(
      file,
      JSON.stringify({ stays: [{ arrival: '20/11/2026', departure: '2026-11-23', travellers: [] }] }),
    );
    const run = cli('--format', 'ses', file);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('error: stay 1: stays.0.arrival: Must be a date as YYYY-MM-DD');
    expect(run.stderr).toContain('error: stay 1: stays.0.travellers: A stay has at least one traveller');
  });

  it('prints its usage for a missing or unknown format', () => {
    for (const args of [[join(fixtures, 'rome-eriksson.json')], ['--format', 'pdf', 'x.json']]) {
      const run = cli(...args);
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/^usage: npm run police-report -- --format alloggiati\|ses\|siba/);
    }
  });
});
