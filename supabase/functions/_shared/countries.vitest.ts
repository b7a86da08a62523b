import { describe, expect, it } from 'vitest';
import countries from 'i18n-iso-countries';
import { guestEditSchemaFor } from './guest-schema';
import { ICAO_COUNTRY_CODES, ICAO_EXTRA_COUNTRIES, ISO_CODES_ICAO_REPLACES, icaoCountryCode } from './countries';

describe('ICAO country codes', () => {
  it('are the ISO alpha-3 codes of i18n-iso-countries but those ICAO writes otherwise, plus the ICAO extras', () => {
    const iso = Object.keys(countries.getAlpha3Codes()).filter((code) => !(code in ISO_CODES_ICAO_REPLACES));
    expect(ICAO_COUNTRY_CODES).toEqual([...iso, ...Object.keys(ICAO_EXTRA_COUNTRIES)].sort());
    expect(new Set(ICAO_COUNTRY_CODES).size).toBe(ICAO_COUNTRY_CODES.length);
  });

  it('list Germany once, as D, and Kosovo once, as RKS', () => {
    expect(ICAO_COUNTRY_CODES).toContain('D');
    expect(ICAO_COUNTRY_CODES).not.toContain('DEU');
    expect(ICAO_COUNTRY_CODES).toContain('RKS');
    expect(ICAO_COUNTRY_CODES).not.toContain('XKK');
    expect([icaoCountryCode('DEU'), icaoCountryCode('XKK'), icaoCountryCode('PRT')]).toEqual(['D', 'RKS', 'PRT']);
  });

  it('a guest given the ISO code DEU or XKK is stored with the ICAO code', () => {
    const schema = guestEditSchemaFor([]);
    expect(schema.parse({ nationality: 'deu', issuingCountry: 'XKK' })).toMatchObject({
      nationality: 'D',
      issuingCountry: 'RKS',
    });
    expect(schema.safeParse({ nationality: 'Germany' }).success).toBe(false);
  });
});
