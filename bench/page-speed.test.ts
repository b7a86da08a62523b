/** The rows and goals page-speed.ts reports for one repetition of a page (docs: bench/README.md, "Page speed"). */
import { describe, expect, it } from 'vitest';
import type { Bench } from './context.ts';
import type { LighthouseRun } from './lighthouse.ts';
import { addRows, PAGES } from './page-speed.ts';
import { Results } from './results.ts';

const run = (score: number, tbt: number, cls = 0): LighthouseRun => ({ score, fcp: 700, lcp: 750, tbt, cls, si: 700 });
const page = (path: string) => PAGES.find((p) => p.path === path)!;

function rows(path: string, app: LighthouseRun[], floor: LighthouseRun[], suffix = '') {
  const results = new Results();
  addRows({ results, log: () => {} } as unknown as Bench, page(path), suffix, app, floor);
  return results.rows;
}

describe('page-speed rows', () => {
  it("reports the score and its five metrics, each beside the floor app's", () => {
    const reported = rows('/login', [run(99, 40), run(97, 60), run(98, 50)], [run(96, 20), run(97, 30), run(95, 10)]);
    expect(reported.map((r) => r.name)).toEqual([
      'Lighthouse performance (mobile), /login',
      'Lighthouse FCP, /login',
      'Lighthouse LCP, /login',
      'Lighthouse TBT, /login',
      'Lighthouse CLS, /login',
      'Lighthouse Speed Index, /login',
    ]);
    expect(reported.every((r) => r.baseline?.name === 'floor app')).toBe(true);
    expect(reported[0].goal).toEqual({ text: '≥ 95 and ≥ floor', met: true });
    expect(reported[3].goal).toEqual({ text: '≤ floor + 50 ms', met: true });
  });

  it('misses a signed-out score below the floor or 95, and TBT past floor + 50 ms', () => {
    const [score, , , tbt] = rows('/', [run(96, 130)], [run(97, 70)]);
    expect(score.goal?.met).toBe(false);
    expect(tbt.goal?.met).toBe(false);
    expect(rows('/', [run(94, 0)], [run(90, 0)])[0].goal?.met).toBe(false);
  });

  it('judges signed-in pages against 90 and 0.95 × floor, and CLS against 0.02', () => {
    const [score, , , , cls] = rows('/guest-list', [run(91, 0, 0.03)], [run(95, 0)]);
    expect(score.goal).toEqual({ text: '≥ 90 and ≥ 0.95 × floor', met: true });
    expect(cls.goal).toEqual({ text: '≤ 0.02', met: false });
    expect(rows('/register', [run(91, 0)], [run(97, 0)])[0].goal?.met).toBe(false);
  });

  it('names the repetition, and without a floor (smoke) sets no TBT goal', () => {
    const reported = rows('/register', [run(92, 300)], [], ', repetition 2/3');
    expect(reported[0].name).toBe('Lighthouse performance (mobile), /register, repetition 2/3');
    expect(reported[0].baseline).toBeUndefined();
    expect(reported[3].goal).toBeUndefined();
  });
});
