import { describe, expect, it } from 'vitest';
import { buildScanResult } from '../engine/mrz-result.ts';
import { reviewFields, toGuestValues } from './to-guest-values.ts';

const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];
const today = new Date('2026-01-01T00:00:00Z');

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
    });
    // ICAO's specimen state UTO is no misread (the form's own rule refuses it); the expiry is a warning.
    expect(reviewFields(result).map((mark) => mark.key)).toEqual(['documentExpiry']);
  });
});
