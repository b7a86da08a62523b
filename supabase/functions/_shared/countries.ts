/**
 * Country codes as ICAO Doc 9303 Part 3 writes them in an MRZ (nationality, issuing state): the
 * ISO 3166-1 alpha-3 codes (from `i18n-iso-countries`) plus ICAO's own codes that ISO lacks.
 * Names for display are the SPA's business (src/lib/countries.ts registers the English locale);
 * the extra codes carry their English names here because no ISO list has them.
 */
import countries from 'i18n-iso-countries';

/** ICAO Doc 9303 Part 3 codes outside ISO 3166-1 alpha-3, with English names. */
export const ICAO_EXTRA_COUNTRIES: Readonly<Record<string, string>> = {
  D: 'Germany',
  EUE: 'European Union',
  GBD: 'British Overseas Territories Citizen',
  GBN: 'British National (Overseas)',
  GBO: 'British Overseas Citizen',
  GBP: 'British Protected Person',
  GBS: 'British Subject',
  RKS: 'Kosovo',
  UNA: 'United Nations specialized agency',
  UNK: 'Kosovo (UNMIK travel document)',
  UNO: 'United Nations',
  XOM: 'Sovereign Military Order of Malta',
  XXA: 'Stateless person',
  XXB: 'Refugee (1951 Convention)',
  XXC: 'Refugee (other)',
  XXX: 'Unspecified nationality',
};

/** Every code a guest's nationality or issuing country may hold, upper case, sorted. */
export const ICAO_COUNTRY_CODES: readonly string[] = [
  ...Object.keys(countries.getAlpha3Codes()),
  ...Object.keys(ICAO_EXTRA_COUNTRIES),
].sort();

const known = new Set(ICAO_COUNTRY_CODES);

/** @param code e.g. 'PRT', 'D', 'XXA'; @returns whether ICAO Doc 9303 Part 3 lists it. */
export const isIcaoCountryCode = (code: string): boolean => known.has(code);
