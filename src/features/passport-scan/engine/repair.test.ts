import { describe, expect, it } from 'vitest';
import { secondLook } from './repair.ts';

// ICAO Doc 9303 Part 5 TD1 specimen; its document number D23145890 ends in a zero.
const TD1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];
const today = new Date('2010-01-01');

describe('second look at a reading whose check digits fail', () => {
  it('puts back an OCR-B zero read as the letter O, and sends the document number to review', () => {
    const misread = [TD1[0].replace('D23145890', 'D2314589O'), TD1[1], TD1[2]];
    const result = secondLook(misread, [], today);
    expect(result?.lines).toEqual(TD1);
    expect(result?.valid).toBe(true);
    expect(result?.review.map((item) => item.field)).toContain('documentNumber');
  });

  it('leaves a reading alone when no zero/O swap makes every check digit pass', () => {
    const misread = [TD1[0].replace('D23145890', 'D23145899'), TD1[1], TD1[2]];
    const result = secondLook(misread, [], today);
    expect(result?.lines[0]).toBe(misread[0]);
    expect(result?.checks.documentNumber).toBe(false);
  });
});

describe('a country code that is no ICAO code', () => {
  // Monaco's specimen ID card (TD1), issuing state and nationality both MCO.
  const MCO = ['I<MCO029067<<<0<<<<<<<<<<<<<<<', '9901018F0903248MCO<<<<<<<<<<<0', 'SPECIMEN<<SPECIMEN<<<<<<<<<<<<'];

  it('takes the letter from the other code of the MRZ when they are one letter apart, and marks it', () => {
    const result = secondLook([MCO[0].replace('MCO', 'ZCO'), MCO[1], MCO[2]], [], today);
    expect(result?.lines).toEqual(MCO);
    expect(result?.fields.issuingState).toBe('MCO');
    expect(result?.review).toContainEqual({
      field: 'issuingState',
      reason: 'Read as no known country code; one letter was taken from the other country code of this MRZ: check it.',
    });
    // The misread it proves leaves the names, which nothing checks, in doubt too; not the sex, which
    // sits between two dates whose check digits pass (review-forced.ts).
    expect(result?.review.map((item) => item.field)).toEqual(['issuingState', 'surname', 'givenNames']);
  });

  it('works the other way round, from the issuing state to the nationality', () => {
    const result = secondLook([MCO[0], MCO[1].replace('MCO', 'MZO'), MCO[2]], [], today);
    expect(result?.fields.nationality).toBe('MCO');
  });

  it('leaves it for the desk when the other code is further away, or is ICAO specimen state', () => {
    const far = secondLook([MCO[0].replace('MCO', 'ZCQ'), MCO[1], MCO[2]], [], today);
    expect(far?.fields.issuingState).toBe('ZCQ');
    expect(far?.review.map((item) => item.field)).toContain('issuingState');
    // A Swiss national's card issued by the Netherlands: NLO is one letter from NLD, not from CHE.
    const other = secondLook([MCO[0].replace('MCO', 'NLO'), MCO[1].replace('MCO', 'CHE'), MCO[2]], [], today);
    expect(other?.fields.issuingState).toBe('NLO');
    const specimen = secondLook(TD1, [], today);
    expect(specimen?.fields.issuingState).toBe('UTO');
  });
});
