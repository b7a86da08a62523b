/** Byte ranges of the Storage stand-in's downloads (docs/local-stack.md#storage), judged without a server. */
import { describe, expect, it } from 'vitest';
import { parseRange } from './range.ts';

describe('parseRange', () => {
  it('reads first-last, open-ended and suffix ranges, clamped to the object', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=50-5000', 100)).toEqual({ start: 50, end: 99 });
  });

  it('ignores what is not one well-formed byte range (the whole object is sent)', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('items=0-1', 100)).toBeUndefined();
    expect(parseRange('bytes=9-2', 100)).toBeUndefined();
    expect(parseRange('bytes=-', 100)).toBeUndefined();
  });

  it('refuses a range no byte satisfies with 416 InvalidRange', () => {
    expect(() => parseRange('bytes=100-', 100)).toThrow(/invalid range/);
    expect(() => parseRange('bytes=-0', 100)).toThrow(/invalid range/);
    expect(() => parseRange('bytes=0-', 0)).toThrow(/invalid range/);
  });
});
