import { describe, expect, it } from 'vitest';
import { isOverdue } from './overdue';

describe('isOverdue', () => {
  const checkedIn = '2026-11-26T15:00:00Z';
  it('is not overdue within 24 hours of the check-in', () => {
    expect(isOverdue(checkedIn, '2026-11-26', Date.parse('2026-11-27T14:59:59Z'))).toBe(false);
  });
  it('is overdue once 24 hours have passed', () => {
    expect(isOverdue(checkedIn, '2026-11-26', Date.parse('2026-11-27T15:00:01Z'))).toBe(true);
  });
  it("counts from the arrival day's local midnight without a check-in time", () => {
    const midnight = new Date(2026, 10, 26).getTime();
    expect(isOverdue(null, '2026-11-26', midnight + 23 * 3_600_000)).toBe(false);
    expect(isOverdue(null, '2026-11-26', midnight + 25 * 3_600_000)).toBe(true);
  });
});
