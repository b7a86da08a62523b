/**
 * Timing helpers for the benchmarks: repeat a measurement, then summarise the samples as
 * p50/p95 (nearest-rank percentiles) and spread (interquartile range relative to the median, so
 * numbers of different sizes compare). Times are milliseconds from `performance.now()`.
 */

export interface Summary {
  /** Number of samples. */
  n: number;
  p50: number;
  p95: number;
  min: number;
  max: number;
  /** (p75 - p25) / p50: 0.1 means the middle half of the runs lies within ±5 % of the median. */
  spread: number;
}

/** Nearest-rank percentile of ascending-sorted samples; `q` in 0..1. */
export function percentile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil(q * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

/** @param samples values (any unit); @returns their summary, NaNs when empty */
export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const p50 = percentile(sorted, 0.5);
  return {
    n: sorted.length,
    p50,
    p95: percentile(sorted, 0.95),
    min: sorted[0] ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
    spread: p50 > 0 ? (percentile(sorted, 0.75) - percentile(sorted, 0.25)) / p50 : 0,
  };
}

/** Wall time of one call in ms. */
export async function timeOnce(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** Default time budget of one `repeat` (ms): slow queries get fewer runs, never fewer than 3. */
export const REPEAT_BUDGET_MS = 15_000;

/**
 * Runs `run` `warmup` times unmeasured, then up to `reps` times measured, one after another,
 * stopping early once `budgetMs` has passed and at least 3 runs were measured.
 * @param run returns nothing (wall time is taken) or a number (a time it measured itself, e.g. the
 *   database's own Execution Time), in ms
 */
export async function repeat(
  reps: number,
  run: () => Promise<number | void>,
  warmup = 1,
  budgetMs = REPEAT_BUDGET_MS,
): Promise<Summary> {
  const begun = performance.now();
  for (let i = 0; i < warmup; i++) {
    await run();
    if (performance.now() - begun > budgetMs / 5) break; // slow: one warm-up is enough
  }
  const samples: number[] = [];
  for (let i = 0; i < reps && (i < 3 || performance.now() - begun < budgetMs); i++) {
    const start = performance.now();
    const own = await run();
    samples.push(typeof own === 'number' ? own : performance.now() - start);
  }
  return summarize(samples);
}
