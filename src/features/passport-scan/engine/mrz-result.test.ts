import { describe, expect, it } from 'vitest';
import { buildScanResult, detectFormat } from './mrz-result.ts';
import { readableName, splitMrzName } from './names.ts';
import { applyStructure, secondLook } from './repair.ts';

const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
const TD1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];
const MRVB = ['V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'L8988901C4XXX4009078F9612109<<<<<<<<'];
const today = new Date('2026-01-01T00:00:00Z');
// A French identity card (2 × 36, national layout); holder made up, check digits by the mrz package.
const FRENCH_ID = ['IDFRAMARTIN<<<<<<<<<<<<<<<<<<<<<<<<<', '0712751042177CLAIRE<<MARIE<8503172F8'];

describe('buildScanResult', () => {
  it('reads the ICAO TD3 specimen with every check digit valid', () => {
    const result = buildScanResult(TD3, [], today)!;
    expect(result).toMatchObject({ format: 'TD3', valid: true, expired: true });
    expect(result.fields).toEqual({
      documentNumber: 'L898902C3',
      surname: 'Eriksson',
      givenNames: 'Anna Maria',
      nationality: 'UTO',
      issuingState: 'UTO',
      birthDate: '1974-08-12',
      sex: 'F',
      expiryDate: '2012-04-15',
      documentType: 'P',
      personalNumber: 'ZE184226B',
    });
    expect(result.checks).toEqual({
      documentNumber: true,
      birthDate: true,
      expiryDate: true,
      personalNumber: true,
      composite: true,
    });
  });

  it('reads TD1 and MRV-B specimens; visas have no personal-number or composite check', () => {
    expect(buildScanResult(TD1, [], today)).toMatchObject({
      format: 'TD1',
      valid: true,
      fields: { documentNumber: 'D23145890', documentType: 'I' },
    });
    const visa = buildScanResult(MRVB, [], today)!;
    expect(visa).toMatchObject({
      format: 'MRVB',
      valid: true,
      fields: { documentType: 'V', nationality: 'XXX' },
    });
    expect(visa.checks).toMatchObject({
      personalNumber: null,
      composite: null,
    });
  });

  it('sends a field whose check digit fails to review and is not valid', () => {
    const wrong = [TD3[0], TD3[1].replace('7408122', '7408132')];
    const result = buildScanResult(wrong, [], today)!;
    expect(result.valid).toBe(false);
    expect(result.checks.birthDate).toBe(false);
    expect(result.review.map((item) => item.field)).toContain('birthDate');
  });

  it('marks doubtful name characters for review and rejects lines of no MRZ shape', () => {
    const result = buildScanResult(TD3, [{ line: 0, column: 17, kind: 'doubtful' }], today)!;
    expect(result.review).toContainEqual(expect.objectContaining({ field: 'givenNames' }));
    expect(buildScanResult(['P<UTO', 'L898'])).toBeNull();
  });

  it('corrects letters read in digit-only fields through the mrz package', () => {
    const result = buildScanResult([TD3[0], TD3[1].replace('7408122', '74O8122')], [], today)!;
    expect(result.valid).toBe(true);
    expect(result.lines[1]).toBe(TD3[1]);
  });
});

describe('names', () => {
  it('capitalises every name part and keeps them all', () => {
    expect(splitMrzName('MUELLER<<ANNA<MARIA<<<<')).toEqual({
      surname: 'Mueller',
      givenNames: 'Anna Maria',
    });
    expect(splitMrzName('VAN<DER<BERG<<JAN')).toEqual({
      surname: 'Van Der Berg',
      givenNames: 'Jan',
    });
    expect(splitMrzName('MADONNA<<<<<<')).toEqual({
      surname: 'Madonna',
      givenNames: '',
    });
    expect(readableName('O<BRIEN')).toBe('O Brien');
  });
});

describe('repair', () => {
  it('turns letters after the first <<< of the name field into fillers', () => {
    const misread = ['P<UTOERIKSSON<<ANNA<MARIA<<<<K<<<<<<<L<<<<<<', TD3[1]];
    expect(applyStructure(misread)).toEqual(TD3);
  });

  it('accepts a look-alike substitution only when it makes the check digits pass', () => {
    const misread = [TD3[0], TD3[1].replace('L898902C3', 'LB98902C3')];
    expect(secondLook(misread, [{ line: 1, column: 1, kind: 'doubtful' }], today)?.lines).toEqual(TD3);
    expect(secondLook(misread, [], today)?.valid).toBe(false);
  });
});

// The ICAO TD3 specimen with a real state (no check digit covers the codes).
const NLD = TD3.map((line) => line.replace(/UTO/g, 'NLD'));

describe('review marks: only where something is actually doubtful', () => {
  it('marks nothing on a reading every check digit confirms', () => {
    expect(buildScanResult(NLD, [], today)!.review).toEqual([]);
  });

  it('does not mark a checked field for an unsure or doubtful character its check digit covers', () => {
    const doubts = [
      { line: 1, column: 2, kind: 'doubtful' as const }, // '9' of the document number
      { line: 1, column: 15, kind: 'doubtful' as const }, // birth date
      { line: 0, column: 8, kind: 'unsure' as const }, // a name letter, only unsure
    ];
    expect(buildScanResult(NLD, doubts, today)!.review).toEqual([]);
  });

  it('marks the document number for a doubtful character the 7-3-1 sum cannot tell from its look-alike', () => {
    // '8' and 'S' weigh the same modulo 10: no check digit can catch the one read for the other.
    const result = buildScanResult(NLD, [{ line: 1, column: 1, kind: 'doubtful' }], today)!;
    expect(result.review.map((item) => item.field)).toEqual(['documentNumber']);
  });

  it('marks the names and sex too when a check digit shows the OCR misread this MRZ', () => {
    const result = buildScanResult([NLD[0], NLD[1].replace('7408122', '7408132')], [], today)!;
    expect(result.review.map((item) => item.field)).toEqual(['birthDate', 'surname', 'givenNames', 'sex']);
    expect(result.reliable).toBe(true);
  });

  it('fills nothing when the composite and more than one field check fail', () => {
    const result = buildScanResult(
      [NLD[0], NLD[1].replace('L898902C3', 'L898912C3').replace('7408122', '7408132')],
      [],
      today,
    )!;
    expect(result.checks).toMatchObject({ documentNumber: false, birthDate: false, composite: false });
    expect(result.reliable).toBe(false);
  });
});

describe('formats', () => {
  it('tells every format apart by line count, length and first characters', () => {
    expect(detectFormat(TD3)).toBe('TD3');
    expect(detectFormat(TD1)).toBe('TD1');
    expect(detectFormat(MRVB)).toBe('MRVB');
    expect(
      detectFormat(['V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L8988901C4XXX4009078F96121096ZE184226B<<<<<<']),
    ).toBe('MRVA');
    expect(detectFormat(['I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'D231458907UTO7408122F1204159<<<<<<<6'])).toBe('TD2');
    expect(detectFormat(FRENCH_ID)).toBe('FRENCH_ID');
  });

  it('reads the French identity card: 12-character card number, names on both lines, no expiry', () => {
    const result = buildScanResult(FRENCH_ID, [], today)!;
    expect(result).toMatchObject({ format: 'FRENCH_ID', valid: true, reliable: true, review: [] });
    expect(result.fields).toEqual({
      documentNumber: '071275104217',
      surname: 'Martin',
      givenNames: 'Claire Marie',
      nationality: 'FRA',
      issuingState: 'FRA',
      birthDate: '1985-03-17',
      sex: 'F',
      expiryDate: null,
      documentType: 'ID',
      personalNumber: null,
    });
    expect(result.checks).toEqual({
      documentNumber: true,
      birthDate: true,
      expiryDate: null,
      personalNumber: null,
      composite: true,
    });
  });

  it("keeps a digit as an ID card's second document-code character (US cards print C1)", () => {
    const card = ['C1USA0223456791EAC9730053465<<', '4910040M9411014CAN<<<<<<<<<<<9', 'CRITTENDEN<<LEE<W<<<<<<<<<<<<<'];
    expect(applyStructure(card)[0]).toBe(card[0]);
    expect(buildScanResult(card, [], today)!.fields.documentType).toBe('C1');
  });
});
