import { describe, expect, it } from 'vitest';
import countries from 'i18n-iso-countries';
import { ICAO_COUNTRY_CODES, ICAO_EXTRA_COUNTRIES } from './countries';

describe('ICAO country codes', () => {
  it('are the ISO alpha-3 codes of i18n-iso-countries plus the ICAO extras, sorted, once each', () => {
    const expected = [...Object.keys(countries.getAlpha3Codes()), ...Object.keys(ICAO_EXTRA_COUNTRIES)].sort();
    expect(ICAO_COUNTRY_CODES).toEqual(expected);
    expect(new Set(ICAO_COUNTRY_CODES).size).toBe(ICAO_COUNTRY_CODES.length);
  });
});
