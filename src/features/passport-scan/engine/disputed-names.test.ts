import { describe, expect, it } from 'vitest';
import { markDisputedNames } from './disputed-names.ts';
import { buildScanResult } from './mrz-result.ts';

// ICAO Doc 9303 Part 4 TD3 specimen; the kept reading took an O of ERIKSSON for a Z, sure of it.
const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
const today = new Date('2026-11-28');
const kept = buildScanResult([TD3[0].replace('ERIKSSON', 'ERIKSZON'), TD3[1]], [], today)!;

describe('name letters another reading disputes', () => {
  it('marks the surname for review when another reading of the band read its letter differently', () => {
    expect(kept.valid).toBe(true);
    expect(kept.review).toEqual([]);
    const marked = markDisputedNames(kept, [TD3], today);
    expect(marked.review).toEqual([
      { field: 'surname', reason: 'A letter of the name was hard to read: compare it with the page.' },
    ]);
    expect(marked.fields.surname).toBe(kept.fields.surname);
  });

  it('leaves the reading alone when the others agree, or differ only where a check digit decides', () => {
    expect(markDisputedNames(kept, [kept.lines], today)).toBe(kept);
    const otherNumber = [kept.lines[0], kept.lines[1].replace('L898902C3', 'L898902C5')];
    expect(markDisputedNames(kept, [otherNumber], today)).toBe(kept);
  });

  it('ignores readings that do not line up with it (the band upside down, another band)', () => {
    const garbage = [TD3[0].split('').reverse().join(''), TD3[1].split('').reverse().join('')];
    const shorter = [TD3[0].slice(0, 36), TD3[1].slice(0, 36)];
    expect(markDisputedNames(kept, [garbage, shorter], today)).toBe(kept);
  });
});
