import { describe, expect, it } from 'vitest';
import { documentNumberIsAmbiguous } from './ambiguity.ts';
import { buildScanResult } from './mrz-result.ts';
import { readableName, splitMrzName } from './names.ts';
import { applyStructure, secondLook } from './repair.ts';
import { reviewFields, toGuestValues } from './to-guest-values.ts';

const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
const TD1 = ['I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6', 'ERIKSSON<<ANNA<MARIA<<<<<<<<<<'];
const MRVB = ['V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'L8988901C4XXX4009078F9612109<<<<<<<<'];
const today = new Date('2026-01-01T00:00:00Z');

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
    const result = buildScanResult(TD3, [{ line: 0, column: 17 }], today)!;
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
    expect(secondLook(misread, [{ line: 1, column: 1 }], today)?.lines).toEqual(TD3);
    expect(secondLook(misread, [], today)?.valid).toBe(false);
  });
});

describe('toGuestValues', () => {
  it('maps a result onto the registration form keys and lists fields to review', () => {
    const result = buildScanResult(TD3, [], today)!;
    expect(toGuestValues(result)).toEqual({
      passportNumber: 'L898902C3',
      firstName: 'Anna Maria',
      lastName: 'Eriksson',
      nationality: 'UTO',
      dateOfBirth: '1974-08-12',
      sex: 'F',
      documentType: 'Passport',
      issuingCountry: 'UTO',
      documentExpiry: '2012-04-15',
      secondLastName: '',
      documentSupport: '',
    });
    expect(reviewFields(result).map((mark) => mark.key)).toEqual(['nationality', 'issuingCountry', 'documentExpiry']);
  });
});

describe('documentNumberIsAmbiguous', () => {
  const withNumber = (number: string) =>
    Array.from({ length: 10 }, (_, digit) =>
      buildScanResult([TD3[0], `${number}${digit}${TD3[1].slice(10)}`], [], today),
    ).find((result) => result?.checks.documentNumber)!;

  it('flags a document number whose look-alike characters could pass the check digit either way', () => {
    expect(documentNumberIsAmbiguous(withNumber('L898902C3'), today)).toBe(true);
  });

  it('does not flag one without look-alike characters', () => {
    expect(documentNumberIsAmbiguous(withNumber('XKATRYCEJ'), today)).toBe(false);
  });
});
