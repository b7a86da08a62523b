/**
 * From the guest record's countries (ICAO Doc 9303 codes: ISO 3166-1 alpha-3 plus ICAO's own, see
 * ../countries.ts) to what each authority takes (docs/police-reports.md#countries): ISO alpha-3 for
 * SES.HOSPEDAJES and SIBA, and Alloggiati's 9-digit state codes for Italy.
 */
import { validOn, type ItalianState } from './tables.ts';

/** ICAO codes that stand for an ISO country: Germany's D, the British nationality variants, Kosovo. */
const ICAO_TO_ISO: Readonly<Record<string, string>> = {
  D: 'DEU',
  GBD: 'GBR',
  GBN: 'GBR',
  GBO: 'GBR',
  GBP: 'GBR',
  GBS: 'GBR',
  // Kosovo has no ISO 3166-1 code; XKK is the code the EU and i18n-iso-countries use (unverified).
  RKS: 'XKK',
  UNK: 'XKK',
};

/** @param icao an ICAO Doc 9303 code @returns the country code the authorities' tables write for it ('D' → 'DEU') */
export const tableCountry = (icao: string): string => ICAO_TO_ISO[icao] ?? icao;

/**
 * The ISO 3166-1 alpha-3 code of a guest's country.
 * @param icao an ICAO Doc 9303 code, e.g. 'SWE', 'D', 'XXA'
 * @param iso the ISO alpha-3 codes the authority's list holds
 * @returns the code, or undefined when the country has none (stateless, refugee, UN, unspecified)
 */
export function isoCountry(icao: string, iso: ReadonlySet<string>): string | undefined {
  const code = tableCountry(icao);
  return iso.has(code) || code === 'XKK' ? code : undefined;
}

/**
 * Alloggiati's state for a guest's country on a date: the state valid that day, preferring the name it
 * had then (Macedonia until 2019, North Macedonia after). Stateless persons (XXA) are APOLIDE.
 * @param icao an ICAO Doc 9303 code; @param on ISO date (birth date for Stato Nascita, else arrival)
 * @returns the state, or undefined when Alloggiati has none valid for that country on that day
 */
export function italianState(icao: string, on: string, states: readonly ItalianState[]): ItalianState | undefined {
  const country = tableCountry(icao);
  const valid = states.filter((state) => state.country === country && validOn(state, on));
  return valid.find((state) => state.until !== '') ?? valid[0];
}
