import { describe, expect, it } from 'vitest';
import { summariseTap } from './tap-summary.ts';

describe('summariseTap', () => {
  it('counts ok and not ok lines against the plan', () => {
    expect(summariseTap(['1..3', 'ok 1 - a', 'not ok 2 - b', '# Failed test 2', 'ok 3 - c'])).toEqual({
      passed: 2,
      failed: 1,
    });
  });

  it('counts a plan that was not met as one more failure (a file that stopped early)', () => {
    expect(summariseTap(['1..3', 'ok 1 - a', '# Looks like you planned 3 tests but ran 1'])).toEqual({
      passed: 1,
      failed: 1,
    });
  });

  it('counts output without a plan as a failure', () => {
    expect(summariseTap(['ok 1 - a'])).toEqual({ passed: 1, failed: 1 });
  });
});
