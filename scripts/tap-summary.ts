/**
 * Counts a TAP stream's results (pgTAP's output, TAP version 12/13): `ok N`/`not ok N` lines, with
 * a plan (`1..N`) mismatch or a missing plan counted as one extra failure.
 */
export interface TapSummary {
  passed: number;
  failed: number;
}

/** @param lines TAP output, one line per entry. */
export function summariseTap(lines: string[]): TapSummary {
  let passed = 0;
  let failed = 0;
  let planned: number | undefined;
  for (const line of lines) {
    const plan = /^1\.\.(\d+)/.exec(line);
    if (plan) planned = Number(plan[1]);
    else if (/^not ok\b/.test(line)) failed += /# TODO/i.test(line) ? 0 : 1;
    else if (/^ok\b/.test(line)) passed += 1;
  }
  const ran = passed + failed;
  if (planned === undefined || planned !== ran) failed += 1;
  return { passed, failed };
}
