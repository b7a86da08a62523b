import { describe, expect, it } from 'vitest';
import { SignInLimits } from './throttle.ts';

describe('sign-in limits by client address', () => {
  it('after 5 wrong passwords from one address, that address waits for that email; another does not', () => {
    const limits = new SignInLimits();
    for (let i = 0; i < 5; i++) limits.recordFailure('203.0.113.7', 'Guest@Hotel.test', 1000 + i);
    expect(limits.isBlocked('203.0.113.7', 'guest@hotel.test', 2000)).toBe(true);
    expect(limits.isBlocked('198.51.100.1', 'guest@hotel.test', 2000)).toBe(false);
    expect(limits.isBlocked('203.0.113.7', 'other@hotel.test', 2000)).toBe(false);
  });

  it('lets the address try again once the failures leave the window', () => {
    const limits = new SignInLimits({ failuresPerAddressAndEmail: 2, windowMs: 60_000 });
    limits.recordFailure('a', 'a@b.test', 0);
    limits.recordFailure('a', 'a@b.test', 10);
    expect(limits.isBlocked('a', 'a@b.test', 59_000)).toBe(true);
    expect(limits.isBlocked('a', 'a@b.test', 60_011)).toBe(false);
  });

  it('admits sign_in_sign_ups requests per address per window, then refuses until they age out', () => {
    const limits = new SignInLimits({ requestsPerAddress: 3, windowMs: 1000 });
    expect([0, 1, 2, 3].map((t) => limits.admitRequest('a', t))).toEqual([true, true, true, false]);
    expect(limits.admitRequest('b', 4)).toBe(true);
    expect(limits.admitRequest('a', 1001)).toBe(true);
  });
});
