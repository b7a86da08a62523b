import { describe, expect, it } from 'vitest';
import type { MrzScanResult } from '@/features/passport-scan/engine/types';
import { scanToForm } from './scan-to-form';

const result = (overrides: Partial<MrzScanResult> = {}): MrzScanResult => ({
  format: 'TD1',
  lines: [],
  valid: false,
  reliable: true,
  fields: {
    documentNumber: 'D23145890',
    surname: 'Eriksson',
    givenNames: 'Anna Maria',
    nationality: 'UTO',
    issuingState: 'PRT',
    birthDate: '1974-08-12',
    sex: 'X',
    expiryDate: '2012-04-15',
    documentType: 'ID',
    personalNumber: null,
  },
  checks: { documentNumber: false, birthDate: true, expiryDate: true, personalNumber: null, composite: null },
  review: [{ field: 'surname', reason: 'Low-confidence letters: compare the name with the page.' }],
  expired: true,
  ...overrides,
});

describe('scan result to registration form values', () => {
  it("splits a Spanish document's two surnames and takes an ID card's NIF and support number apart", () => {
    // Spain's DNI specimen: IDESPBAA000589599999999R<<<<<< / ESPANOLA<ESPANOLA<<CARMEN.
    const fields = { ...result().fields, issuingState: 'ESP', nationality: 'ESP', surname: 'Espanola Espanola' };
    const dni = { ...fields, documentNumber: 'BAA000589', personalNumber: '99999999R', givenNames: 'Carmen' };
    // The four values the split decides, in order: last name, second last name, document number, support number.
    const split = (fields: ReturnType<typeof result>['fields']) => {
      const values = scanToForm(result({ fields, review: [] }), null).values;
      return [values.lastName, values.secondLastName, values.passportNumber, values.documentSupport];
    };
    expect(split(dni)).toEqual(['Espanola', 'Espanola', '99999999R', 'BAA000589']);
    expect(scanToForm(result({ fields: dni, review: [] }), null).values.firstName).toBe('Carmen');
    // A Spanish passport keeps its number; a compound surname stays whole; other issuers are not split.
    const passport = { ...fields, documentType: 'P', surname: 'De La Fuente Garcia', personalNumber: '99999999R' };
    expect(split(passport)).toEqual(['De La Fuente Garcia', '', 'D23145890', '']);
    const swedish = { ...fields, issuingState: 'SWE', surname: 'Eriksson Berg' };
    expect(scanToForm(result({ fields: swedish, review: [] }), null).values.lastName).toBe('Eriksson Berg');
  });

  it('keeps the MRZ document code, sex X and ISO dates, and reports expiry', () => {
    const scan = scanToForm(result(), null);
    expect(scan.values).toMatchObject({
      passportNumber: 'D23145890',
      documentType: 'ID',
      sex: 'X',
      issuingCountry: 'PRT',
      dateOfBirth: '1974-08-12',
    });
    expect(scan.expiredOn).toBe('2012-04-15');
  });

  it('sends failed check digits, doubtful names and refused codes to review, leaving refused values empty', () => {
    const scan = scanToForm(result(), null);
    expect(scan.values.nationality).toBe('');
    expect(scan.review.map((item) => item.key)).toEqual(['nationality', 'passportNumber', 'lastName']);
    expect(scan.review[0]?.message).toMatch(
      /^Check the Nationality: the scan read "UTO", which is not accepted\. Must be a country/,
    );
    expect(scan.review[1]?.message).toBe('Check the Passport Number: its check digit does not match.');
    expect(scan.review[2]?.message).toBe(
      'Check the Last Name: low-confidence letters: compare the name with the page.',
    );
  });

  it('refuses a document code outside the registry rule', () => {
    const scan = scanToForm(result({ fields: { ...result().fields, documentType: 'X1' }, expired: false }), null);
    expect(scan.values.documentType).toBe('');
    expect(scan.expiredOn).toBeNull();
  });
});
