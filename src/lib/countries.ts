/**
 * English names of the ICAO Doc 9303 country codes guests carry (nationality, issuing country):
 * ISO 3166-1 alpha-3 names from `i18n-iso-countries`, ICAO's extra codes from the shared table.
 */
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import { ICAO_COUNTRY_CODES, ICAO_EXTRA_COUNTRIES } from '@shared/countries';

countries.registerLocale(en);

/** @param code e.g. 'PRT', 'D', 'XXA' @returns its English name, or undefined for an unknown code */
export function countryName(code: string): string | undefined {
  return ICAO_EXTRA_COUNTRIES[code] ?? countries.getName(code, 'en') ?? undefined;
}

/** Every code with its name, sorted by name: the options of a country select. */
export const COUNTRY_OPTIONS: readonly { code: string; name: string }[] = ICAO_COUNTRY_CODES.map((code) => ({
  code,
  name: countryName(code) ?? code,
})).sort((a, b) => a.name.localeCompare(b.name, 'en'));
