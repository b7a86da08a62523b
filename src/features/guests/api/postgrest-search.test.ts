import { describe, expect, it } from 'vitest';
import { guestSearchFilter, likeContains, quotePostgrestValue } from './postgrest-search';

describe('guest search filter for PostgREST', () => {
  it('searches first name, last name, email and phone case-insensitively', () => {
    expect(guestSearchFilter('ann')).toBe(
      'first_name.ilike."%ann%",last_name.ilike."%ann%",email.ilike."%ann%",phone.ilike."%ann%"',
    );
  });

  it('keeps reserved characters of the or=() grammar inside quotes', () => {
    const filter = guestSearchFilter('Smith, J. (VIP)');
    expect(filter.split('.ilike.')).toHaveLength(5);
    expect(filter).toContain('"%Smith, J. (VIP)%"');
  });

  it('escapes quotes and backslashes so a value cannot close its quotes', () => {
    expect(quotePostgrestValue('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(guestSearchFilter('x"),id.eq.1')).toContain('"%x\\"),id.eq.1%"');
  });

  it('makes LIKE wildcards literal', () => {
    expect(likeContains('50%_off')).toBe('%50\\%\\_off%');
  });
});
