import { describe, expect, it } from 'vitest';
import { ownCpuSeconds, postgresCpuSince } from './cpu-time.ts';

describe('postgresCpuSince', () => {
  it('adds the growth of each live process, all of a new one, nothing for one that exited', () => {
    const before = new Map([
      ['10', 5],
      ['11', 2],
      ['12', 40], // a backend that closes before the second snapshot
    ]);
    const after = new Map([
      ['10', 5.5],
      ['11', 3],
      ['13', 0.25],
    ]);
    expect(postgresCpuSince(before, after)).toBeCloseTo(1.75);
  });
});

describe('ownCpuSeconds', () => {
  it('grows while this process computes', () => {
    const start = ownCpuSeconds();
    let x = 0;
    for (let i = 0; i < 5e6; i++) x += Math.sqrt(i);
    expect(x).toBeGreaterThan(0);
    expect(ownCpuSeconds()).toBeGreaterThan(start);
  });
});
