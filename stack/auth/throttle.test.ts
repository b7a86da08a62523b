import { describe, expect, it } from 'vitest';
import { SignInThrottle } from './throttle.ts';

describe('per-account sign-in throttle', () => {
  it('blocks an email after 5 failures within 5 minutes, case-insensitively', () => {
    const throttle = new SignInThrottle();
    for (let i = 0; i < 4; i++) throttle.recordFailure('Guest@Hotel.test', 1000 + i);
    expect(throttle.isBlocked('guest@hotel.test', 2000)).toBe(false);
    throttle.recordFailure('guest@hotel.test', 2000);
    expect(throttle.isBlocked('GUEST@hotel.test', 2001)).toBe(true);
    expect(throttle.isBlocked('other@hotel.test', 2001)).toBe(false);
  });
  it('lets the account in again once the failures leave the window', () => {
    const throttle = new SignInThrottle(2, 60_000);
    throttle.recordFailure('a@b.test', 0);
    throttle.recordFailure('a@b.test', 10);
    expect(throttle.isBlocked('a@b.test', 59_000)).toBe(true);
    expect(throttle.isBlocked('a@b.test', 60_011)).toBe(false);
  });
});
