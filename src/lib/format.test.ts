import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, orDash, toDate } from './format';

describe('timestamp display helpers (docs/product.md#guest-fields)', () => {
  const local = new Date(2026, 2, 7, 14, 5, 9); // 7 March 2026 14:05:09 local

  it('formats Firestore-like {seconds, nanoseconds} objects', () => {
    const ts = { seconds: Math.floor(local.getTime() / 1000), nanoseconds: 500_000_000 };
    expect(formatDate(ts)).toBe('2026-03-07');
    expect(formatTime(ts, 'en-GB')).toBe('14:05:09');
    expect(toDate(ts)?.getMilliseconds()).toBe(500);
  });

  it('formats ISO timestamp strings in local time', () => {
    expect(formatDate(local.toISOString())).toBe('2026-03-07');
    expect(formatTime(local.toISOString(), 'en-GB')).toBe('14:05:09');
    expect(formatDateTime(local.toISOString(), 'en-GB')).toBe('2026-03-07 14:05:09');
  });

  it('formats Date objects', () => {
    expect(formatDate(local)).toBe('2026-03-07');
    expect(formatTime(local, 'en-GB')).toBe('14:05:09');
  });

  it('keeps date-only values as calendar dates without a time', () => {
    expect(formatDate('2026-12-31')).toBe('2026-12-31');
    expect(formatTime('2026-12-31')).toBe('-');
    expect(toDate('2026-12-31')?.getDate()).toBe(31);
  });

  it("shows '-' for empty or unreadable values", () => {
    for (const empty of [null, undefined, '', 'not a date', new Date('x')]) {
      expect(formatDate(empty)).toBe('-');
      expect(formatTime(empty)).toBe('-');
      expect(formatDateTime(empty)).toBe('-');
    }
    expect(orDash('')).toBe('-');
    expect(orDash('  ')).toBe('-');
    expect(orDash('Room 4')).toBe('Room 4');
  });
});

describe('formatTime from one formatter per locale', () => {
  it('reads as toLocaleTimeString does, in any locale and in the default one', () => {
    const at = new Date(2026, 2, 7, 14, 5, 9);
    for (const locale of [undefined, 'en-US', 'en-GB', 'de-DE', 'ja-JP', 'ar-EG'])
      expect(formatTime(at, locale)).toBe(at.toLocaleTimeString(locale));
  });
});
