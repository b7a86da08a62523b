/** Renders the results as one Markdown table with the machine facts above it (README-ready). */
import type { MachineFacts } from './machine.ts';
import type { Row } from './results.ts';

const UNIT_DIGITS: Record<string, number> = {
  ms: 1,
  s: 2,
  MB: 1,
  KB: 1,
  score: 0,
  'guests/s': 1,
  'images/s': 1,
  x: 2,
  fields: 0,
  '': 3,
};

/** A number with its unit and the digits that unit deserves; '–' for NaN (a failed measure). */
export function formatValue(value: number, unit: string): string {
  if (!Number.isFinite(value)) return '–';
  const digits = unit === 'ms' && value < 10 ? 2 : (UNIT_DIGITS[unit] ?? 2);
  return unit ? `${value.toFixed(digits)} ${unit}` : value.toFixed(digits);
}

/** A row's cells: section, measure (with its note), p50, p95, spread, baseline, ratio, goal. */
export function cells(row: Row): string[] {
  const v = row.value;
  const p50 = typeof v === 'number' ? formatValue(v, row.unit) : formatValue(v.p50, row.unit);
  const p95 = typeof v === 'number' ? '' : formatValue(v.p95, row.unit);
  const spread = typeof v === 'number' ? '' : `±${((v.spread * 100) / 2).toFixed(0)}% (n=${v.n})`;
  const base = row.baseline
    ? `${row.baseline.name}: ${formatValue(typeof row.baseline.value === 'number' ? row.baseline.value : row.baseline.value.p50, row.unit)}`
    : '';
  const ratio = row.ratio === undefined ? '' : Number.isFinite(row.ratio) ? `${row.ratio.toFixed(2)}×` : '–';
  const goal = row.goal ? `${row.goal.met ? 'met' : '**missed**'} (${row.goal.text})` : '';
  return [row.section, row.name + (row.note ? ` — ${row.note}` : ''), p50, p95, spread, base, ratio, goal];
}

/** @returns Markdown: a facts line, then | section | measure | p50 | p95 | spread | baseline | ratio | goal | */
export function renderTable(
  facts: MachineFacts,
  rows: Row[],
  run: { seconds: number; smoke: boolean; date?: string },
): string {
  const date = run.date ?? new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const header = [
    `Run ${date}${run.smoke ? ' (smoke sizes)' : ''}, ${run.seconds.toFixed(0)} s. Machine: ${facts.cores} cores (${facts.cpu}), ` +
      `${facts.memoryGiB} GiB RAM, ${facts.os}, Node ${facts.node}, PostgreSQL ${facts.postgres ?? '?'}` +
      (facts.chromium ? `, ${facts.chromium}` : '') +
      '.',
    'Spread: half the interquartile range relative to the median. Single numbers (sizes, scores) have no p95.',
    '',
    '| Section | Measure | p50 / value | p95 | Spread | Baseline (same run, p50) | Ratio | Goal |',
    '|---|---|---|---|---|---|---|---|',
  ];
  return [...header, ...rows.map((row) => `| ${cells(row).join(' | ')} |`)].join('\n');
}
