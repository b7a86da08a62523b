import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isoDate, orNotGiven, pageNumber, text } from './url-search';

const search = v.object({ page: orNotGiven(pageNumber), from: orNotGiven(isoDate), q: orNotGiven(text(5)) });

describe('URL search values', () => {
  it('keeps values that fit, numbers typed as text included', () => {
    expect(v.parse(search, { page: '3', from: '2024-02-29', q: 'Ann' })).toEqual({
      page: 3,
      from: '2024-02-29',
      q: 'Ann',
    });
  });

  it('drops values that do not fit instead of failing the page', () => {
    expect(v.parse(search, { page: 0, from: '2026-02-30', q: 'too long' })).toEqual({
      page: undefined,
      from: undefined,
      q: undefined,
    });
    expect(v.parse(search, { page: 1.5, from: '27/11/2026', q: 42 })).toEqual({
      page: undefined,
      from: undefined,
      q: undefined,
    });
  });

  it('leaves out what the link does not hold', () => {
    expect(v.parse(search, {})).toEqual({});
  });
});
