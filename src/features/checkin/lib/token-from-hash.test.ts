import { describe, expect, it } from 'vitest';
import { tokenFromHash } from './token-from-hash';

describe('tokenFromHash', () => {
  it('reads the token of a link, with or without the leading #', () => {
    expect(tokenFromHash('#t=abc_DEF-123')).toBe('abc_DEF-123');
    expect(tokenFromHash('t=abc')).toBe('abc');
  });

  it('gives an empty token for a cut link', () => {
    expect(tokenFromHash('')).toBe('');
    expect(tokenFromHash('#x=1')).toBe('');
  });
});
