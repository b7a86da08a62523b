import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  GOALS_END,
  GOALS_START,
  goalsBlock,
  renderGoals,
  replaceGoals,
  replaceSections,
  unpadTables,
  type RunFile,
} from './report.ts';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the README benchmark table', () => {
  it('is what bench/LAST_RUN.json renders (padding aside), so no figure is typed by hand', () => {
    const run = JSON.parse(read('./LAST_RUN.json')) as RunFile;
    expect(run.config.smoke).toBe(false);
    expect(unpadTables(goalsBlock(read('../README.md')) ?? '')).toBe(unpadTables(renderGoals(run)));
  });

  it('marks each goal met or missed beside its same-run baseline', () => {
    const run: RunFile = {
      date: '2026-01-02T03:04:05.678Z',
      machine: { cpu: 'CPU', cores: 2, memoryGiB: 8, os: 'linux', node: 'v22' },
      seconds: 600,
      config: { smoke: false },
      rows: [
        { section: 'list', name: 'page', unit: 'ms', value: 1, goal: { text: 'p95 ≤ 30 ms', met: true } },
        {
          section: 'export',
          name: 'csv',
          unit: 's',
          value: { p50: 3, p95: 4, spread: 0.1, n: 3, min: 3, max: 4 },
          baseline: { name: 'one SELECT', value: 1 },
          ratio: 3,
          goal: { text: '≤ 1.5 × one SELECT', met: false },
        },
        { section: 'seed', name: 'no goal', unit: 's', value: 9 },
      ],
      errors: [],
    };
    const table = renderGoals(run);
    expect(table).toContain('Full run of 2026-01-02 03:04 UTC (10 min)');
    expect(table).toContain('| list: page | 1.00 ms |  |  |  | met (p95 ≤ 30 ms) |');
    expect(table).toContain(
      '| export: csv | 3.00 s | 4.00 s | one SELECT: 1.00 s | 3.00× | **missed** (≤ 1.5 × one SELECT) |',
    );
    expect(table).not.toContain('no goal');
  });

  it("replaces one section's rows with a later run of that section, and says so", () => {
    const machine = { cpu: 'CPU', cores: 2, memoryGiB: 8, os: 'linux', node: 'v22' };
    const row = (section: string, name: string, value: number) => ({
      section,
      name,
      unit: 'ms' as const,
      value,
      goal: { text: '≤ 5 ms', met: value <= 5 },
    });
    const full: RunFile = {
      date: '2026-01-02T03:04:05.678Z',
      machine,
      seconds: 600,
      config: { smoke: false },
      rows: [row('list', 'page', 1), row('mrz', 'old read', 9), row('startup', 'boot', 2)],
      errors: [{ section: 'mrz', message: 'old failure' }],
    };
    const partial: RunFile = {
      date: '2026-01-05T06:07:08.000Z',
      machine,
      seconds: 120,
      config: { smoke: false },
      rows: [row('mrz', 'new read', 4)],
      errors: [],
    };
    const run = replaceSections(full, partial, ['mrz']);
    expect(run.rows.map((r) => r.name)).toEqual(['page', 'new read', 'boot']);
    expect(run.errors).toEqual([]);
    const table = renderGoals(run);
    expect(table).toContain('Full run of 2026-01-02 03:04 UTC (10 min)');
    expect(table).toContain('Rows of mrz from a run of that section of 2026-01-05 06:07 UTC (2 min).');
    expect(table).not.toContain('old read');
    expect(() => replaceSections(full, partial, ['list'])).toThrow('no rows of list');
    expect(() => replaceSections(full, { ...partial, config: { smoke: true } }, ['mrz'])).toThrow('smoke');
  });

  it('reads a padded table as the unpadded one', () => {
    expect(unpadTables('| a   | b |\n| --- | ----- |\n| 1 | 2   |')).toBe('|a|b|\n|---|---|\n|1|2|');
    expect(unpadTables('text  stays')).toBe('text  stays');
  });

  it('refuses a README without the markers', () => {
    expect(() => replaceGoals('# no markers', 'x')).toThrow(GOALS_START);
    expect(replaceGoals(`a ${GOALS_START} old ${GOALS_END} b`, 'new')).toBe(
      `a ${GOALS_START}\n\nnew\n\n${GOALS_END} b`,
    );
  });
});
