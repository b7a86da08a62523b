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
