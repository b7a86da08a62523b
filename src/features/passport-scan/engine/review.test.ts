import { describe, expect, it } from 'vitest';
import { buildScanResult } from './mrz-result.ts';
import type { Doubt } from './types.ts';

// ICAO Doc 9303 specimens with a real state (no check digit covers the country codes).
const TD3 = ['P<NLDERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36NLD7408122F1204159ZE184226B<<<<<10'];
const TD1 = ['I<NLDD231458907<<<<<<<<<<<<<<<', '7408122F1204159NLD<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];
const today = new Date('2026-01-01T00:00:00Z');

const doubtful = (line: number, column: number): Doubt => ({ line, column, kind: 'doubtful' });
const marked = (lines: string[], doubts: Doubt[] = []) =>
  buildScanResult(lines, doubts, today)!.review.map((item) => item.field);

describe('review marks the layout settles: the sex', () => {
  it('does not mark a doubtful F, M or < between two dates whose check digits pass', () => {
    expect(marked(TD3, [doubtful(1, 20)])).toEqual([]);
    expect(marked(TD1, [doubtful(1, 7)])).toEqual([]);
  });

  it('keeps the sex marked when a date beside it fails its check digit (the column is not proven)', () => {
    const birthWrong = [TD3[0], TD3[1].replace('7408122', '7408132')];
    expect(marked(birthWrong, [doubtful(1, 20)])).toContain('sex');
    expect(marked(birthWrong)).toContain('sex');
  });

  it('keeps an illegal sex character marked: a misread of F, M or < lands on one', () => {
    const result = buildScanResult([TD3[0], TD3[1].replace('2F12', '2H12')], [], today)!;
    expect(result.review).toContainEqual({ field: 'sex', reason: 'Sex could not be read: choose it from the page.' });
  });

  it('still marks the names, but not a pinned sex, when a misread is proven elsewhere', () => {
    // The issuing state read as no country: a proven misread no check digit covers.
    expect(marked([TD3[0].replace('P<NLD', 'P<NQD'), TD3[1]])).toEqual(['issuingState', 'surname', 'givenNames']);
  });
});

describe('review marks the layout settles: the document code', () => {
  it('does not mark a doubtful first letter, which each format allows only one way (P; A, C or I; V)', () => {
    expect(marked(TD3, [doubtful(0, 0)])).toEqual([]);
    expect(marked(TD1, [doubtful(0, 0)])).toEqual([]);
  });

  it("keeps a doubtful second character marked: it is the issuer's choice", () => {
    expect(marked(['IDNLD' + TD1[0].slice(5), TD1[1], TD1[2]], [doubtful(0, 1)])).toEqual(['documentType']);
  });
});

describe('review marks the layout settles: the country codes', () => {
  it('does not mark a doubtful letter of a code that equals the MRZ’s other code', () => {
    expect(marked(TD3, [doubtful(0, 3), doubtful(1, 12)])).toEqual([]);
  });

  it('keeps it marked when the two codes differ (a Swiss holder of a Dutch card)', () => {
    const swiss = [TD1[0], TD1[1].replace('NLD', 'CHE'), TD1[2]];
    expect(marked(swiss, [doubtful(0, 3)])).toEqual(['issuingState']);
    expect(marked(swiss, [doubtful(1, 16)])).toEqual(['nationality']);
  });

  it('does not mark a nationality left blank (<<<), which fills nothing, but doubts the names for it', () => {
    const blank = buildScanResult([TD1[0], TD1[1].replace('NLD', '<<<'), TD1[2]], [], today)!;
    expect(blank.fields.nationality).toBeNull();
    expect(blank.review.map((item) => item.field)).toEqual(['surname', 'givenNames']);
  });

  it('keeps a code that is no ICAO code marked', () => {
    expect(marked([TD1[0], TD1[1].replace('NLD', 'NQD'), TD1[2]])).toEqual(['nationality', 'surname', 'givenNames']);
  });
});
