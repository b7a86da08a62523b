/**
 * Turns a full run's results (bench/LAST_RUN.json) into the two places people read them: the whole
 * table in bench/LAST_RUN.md and the goals table in the README, between
 * `<!-- bench:goals:start -->` and `<!-- bench:goals:end -->`. Both are written by
 * `npm run bench:report`, never by hand, so a figure in the README is always one a run printed.
 */
import type { MachineFacts } from './machine.ts';
import type { Row } from './results.ts';
import { cells, renderTable } from './table.ts';

/** What `npm run bench` writes to its `--out` file. */
export interface RunFile {
  date: string;
  machine: MachineFacts;
  seconds: number;
  config: { smoke: boolean };
  rows: Row[];
  errors: { section: string; message: string }[];
  /** Sections whose rows came from a later run of those sections only (`bench:report -- --sections`). */
  updates?: { sections: string[]; date: string; seconds: number }[];
}

export const GOALS_START = '<!-- bench:goals:start -->';
export const GOALS_END = '<!-- bench:goals:end -->';

const day = (iso: string) => iso.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC');

/** One line naming the run: date, length, machine; then each section replaced by a later run of its own. */
export function runLine(run: RunFile): string {
  const m = run.machine;
  const updates = (run.updates ?? []).map(
    (u) =>
      ` Rows of ${u.sections.join(', ')} from a run of that section of ${day(u.date)} (${Math.round(u.seconds / 60)} min).`,
  );
  return (
    `Full run of ${day(run.date)} (${Math.round(run.seconds / 60)} min): ${m.cores} cores (${m.cpu}), ` +
    `${m.memoryGiB} GiB, ${m.os}, Node ${m.node}, PostgreSQL ${m.postgres ?? '?'}` +
    (m.chromium ? `, ${m.chromium.replace(/ built on .*/, '')}` : '') +
    '.' +
    updates.join('')
  );
}

/**
 * @returns `last` with the rows and errors of `sections` replaced by those of `partial` (a later
 * `npm run bench -- --only …` of those sections on the same machine), the update recorded so the
 * run line says which rows are newer.
 * @throws Error when `partial` is a smoke run or has no row of some section in `sections`.
 */
export function replaceSections(last: RunFile, partial: RunFile, sections: string[]): RunFile {
  if (partial.config.smoke) throw new Error('a smoke run cannot replace rows of a full run');
  const missing = sections.filter((name) => !partial.rows.some((row) => row.section === name));
  if (missing.length) throw new Error(`the run of ${partial.date} has no rows of ${missing.join(', ')}`);
  const kept = (item: { section: string }) => !sections.includes(item.section);
  const ours = (item: { section: string }) => sections.includes(item.section);
  // The new rows go where the old ones were, so the table keeps the sections' order.
  const at = last.rows.findIndex(ours);
  const before = at < 0 ? last.rows.length : at;
  return {
    ...last,
    rows: [
      ...last.rows.slice(0, before).filter(kept),
      ...partial.rows.filter(ours),
      ...last.rows.slice(before).filter(kept),
    ],
    errors: [...last.errors.filter(kept), ...partial.errors.filter(ours)],
    updates: [
      ...(last.updates ?? []).filter((u) => !u.sections.every((name) => sections.includes(name))),
      { sections, date: partial.date, seconds: partial.seconds },
    ],
  };
}

/**
 * @returns Markdown for the README: the run line, then one row per measure that carries a goal
 * (p50, p95, the same-run baseline, the ratio, met or missed) and the run's section errors, if any.
 */
export function renderGoals(run: RunFile): string {
  const lines = [
    runLine(run),
    '',
    '| Measure | p50 / value | p95 | Baseline (same run) | Ratio | Goal |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of run.rows.filter((r) => r.goal)) {
    const [section, , p50, p95, , base, ratio, goal] = cells(row);
    lines.push(`| ${section}: ${row.name} | ${p50} | ${p95} | ${base} | ${ratio} | ${goal} |`);
  }
  for (const { section, message } of run.errors) lines.push('', `Section ${section} failed: ${message}`);
  return lines.join('\n');
}

/** @returns bench/LAST_RUN.md: a title and the whole table of the run. */
export function renderLastRun(run: RunFile): string {
  const table = renderTable(run.machine, run.rows, { seconds: run.seconds, smoke: run.config.smoke, date: run.date });
  const updates = (run.updates ?? []).map(
    (u) => `\nRows of ${u.sections.join(', ')}: from a run of that section of ${day(u.date)}.\n`,
  );
  return `# Last full benchmark run\n\nWritten by \`npm run bench:report\` from \`bench/LAST_RUN.json\`.\n${updates.join('')}\n${table}\n`;
}

/**
 * @returns `markdown` with each table row's cells trimmed and separator cells as `---`, so a table
 * reads the same before and after Prettier pads it.
 */
export function unpadTables(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((cell) => (/^\s*-+\s*$/.test(cell) ? '---' : cell.trim()))
            .join('|')
        : line,
    )
    .join('\n');
}

/** @returns the text between the goals markers of `readme`, or null without them. */
export function goalsBlock(readme: string): string | null {
  const start = readme.indexOf(GOALS_START);
  const end = readme.indexOf(GOALS_END);
  return start < 0 || end < start ? null : readme.slice(start + GOALS_START.length, end).trim();
}

/**
 * @returns `readme` with the text between the goals markers replaced by `block`.
 * @throws Error when either marker is missing.
 */
export function replaceGoals(readme: string, block: string): string {
  const start = readme.indexOf(GOALS_START);
  const end = readme.indexOf(GOALS_END);
  if (start < 0 || end < start) throw new Error(`README.md needs ${GOALS_START} … ${GOALS_END} around the goals table`);
  return `${readme.slice(0, start + GOALS_START.length)}\n\n${block}\n\n${readme.slice(end)}`;
}
