/**
 * What every bench section reports: one row per measure, each with the baseline it is judged
 * against (measured in the same run) and, where the benchmark sets one, the goal and whether it was met.
 * Rows print as one table and are written to bench/results.json.
 */
import type { Summary } from './stats.ts';

/** '' is a unitless number, such as Cumulative Layout Shift. */
export type Unit = 'ms' | 's' | 'MB' | 'KB' | 'score' | 'guests/s' | 'images/s' | 'x' | '%' | 'fields' | '';

export interface Row {
  section: string;
  /** What was measured, e.g. `page, RLS via /rest/v1 @1M`. */
  name: string;
  unit: Unit;
  /** Repeated timings as a summary; single numbers (sizes, scores) as a number. */
  value: Summary | number;
  baseline?: { name: string; value: Summary | number };
  /** value / baseline, on p50 when repeated. */
  ratio?: number;
  /** The goal for this row (text) and whether this run met it. */
  goal?: { text: string; met: boolean };
  note?: string;
}

/** The central number of a value: p50 of a summary, or the number itself. */
export const central = (value: Summary | number): number => (typeof value === 'number' ? value : value.p50);

/** Collects rows; `ratio` is filled in from the baseline when not given. */
export class Results {
  readonly rows: Row[] = [];

  add(row: Row): Row {
    if (row.baseline && row.ratio === undefined) row.ratio = central(row.value) / central(row.baseline.value);
    this.rows.push(row);
    return row;
  }

  /** Rows of one section whose name contains `part`. */
  find(section: string, part: string): Row | undefined {
    return this.rows.find((row) => row.section === section && row.name.includes(part));
  }
}
