/**
 * The nationality mix by country (docs/decisions.md#reports-page): guests hold an ICAO code (D), an ISO code
 * saved before codes were one per country (DEU), or free text typed before codes existed ("German",
 * "germany"). Each reads as its country's English name; free text counts for a country only when its
 * English name or nationality word fits exactly one country (`i18n-iso-countries`, `i18n-nationality`),
 * otherwise it is 'Other (free text)'.
 */
import { countryName, loadCountryNames } from '@/lib/countries';
import { icaoCountryCode, isIcaoCountryCode } from '@shared/countries';

export const OTHER_FREE_TEXT = 'Other (free text)';
export const UNKNOWN = 'Unknown';

type Share = { nationality: string; guests: number; sharePct: number };

/** Lower-cased English country names (with aliases) and nationality words → the ICAO codes they fit. */
async function loadWordIndex(): Promise<Map<string, Set<string>>> {
  const [{ default: countries }, { default: nationalities }, { default: en }] = await Promise.all([
    import('i18n-iso-countries'),
    import('i18n-nationality'),
    import('i18n-nationality/langs/en.json'),
    loadCountryNames(),
  ]);
  nationalities.registerLocale(en);
  const index = new Map<string, Set<string>>();
  const add = (word: string, alpha2: string) => {
    const code = icaoCountryCode(countries.alpha2ToAlpha3(alpha2) ?? '');
    if (!isIcaoCountryCode(code)) return;
    const key = word.trim().toLowerCase();
    index.set(key, (index.get(key) ?? new Set()).add(code));
  };
  for (const [alpha2, names] of Object.entries(countries.getNames('en', { select: 'all' })))
    for (const name of names) add(name, alpha2);
  for (const [alpha2, word] of Object.entries(nationalities.getNames('en'))) add(word, alpha2);
  return index;
}

/** @returns the group a stored nationality counts in: a country name, 'Unknown' or 'Other (free text)' */
function groupOf(value: string, index: Map<string, Set<string>>): string {
  const text = value.trim();
  if (!text || text === UNKNOWN) return UNKNOWN;
  const code = icaoCountryCode(text.toUpperCase());
  if (isIcaoCountryCode(code)) return countryName(code) ?? code;
  const fits = index.get(text.toLowerCase());
  return fits?.size === 1 ? (countryName([...fits][0]) ?? OTHER_FREE_TEXT) : OTHER_FREE_TEXT;
}

/**
 * @param shares rows of `reporting.nationality_mix` (one per stored value)
 * @returns one row per group, guests and shares (0–100) added up, largest first; ties by name
 */
export async function groupByCountry(shares: readonly Share[]): Promise<Share[]> {
  const index = await loadWordIndex();
  const groups = new Map<string, Share>();
  for (const share of shares) {
    const nationality = groupOf(share.nationality, index);
    const group = groups.get(nationality) ?? { nationality, guests: 0, sharePct: 0 };
    group.guests += share.guests;
    group.sharePct += share.sharePct;
    groups.set(nationality, group);
  }
  return [...groups.values()].sort((a, b) => b.guests - a.guests || a.nationality.localeCompare(b.nationality, 'en'));
}
