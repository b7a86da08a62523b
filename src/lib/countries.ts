/**
 * English names of the ICAO Doc 9303 country codes guests carry (nationality, issuing country):
 * ISO 3166-1 alpha-3 names from `i18n-iso-countries`, ICAO's extra codes from the shared table.
 * The ISO names (~9 KB gzip with the library) load after the first paint: `loadCountryNames()` starts
 * it (routes that show countries await it in their loader, alongside their data), `useCountryNames()`
 * re-renders once they are in (docs/architecture.md#performance). Until then an ISO code reads as itself.
 */
import { useSyncExternalStore } from 'react';
import { ICAO_COUNTRY_CODES, ICAO_EXTRA_COUNTRIES } from '@shared/countries';

type NameOf = (code: string) => string | undefined;

let isoName: NameOf | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the ISO names once; resolves when `countryName` knows them. Rejects if the chunk fails to load. */
export function loadCountryNames(): Promise<void> {
  loading ??= Promise.all([import('i18n-iso-countries'), import('i18n-iso-countries/langs/en.json')]).then(
    ([{ default: countries }, { default: en }]) => {
      countries.registerLocale(en);
      isoName = (code) => countries.getName(code, 'en') ?? undefined;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      loading = null; // a later call may retry (e.g. after a deploy replaced the chunk)
      throw error;
    },
  );
  return loading;
}

/** `loadCountryNames()` that never rejects: a query waiting for the names still answers if they fail (codes show). */
export const countryNamesSettled = (): Promise<void> => loadCountryNames().catch(() => undefined);

/** @param code e.g. 'PRT', 'D', 'XXA' @returns its English name, or undefined for an unknown code or before the names load */
export function countryName(code: string): string | undefined {
  return ICAO_EXTRA_COUNTRIES[code] ?? isoName?.(code);
}

/** Every code with its name (the code itself until the names load), sorted by name: the options of a country select. */
export function countryOptions(): { code: string; name: string }[] {
  return ICAO_COUNTRY_CODES.map((code) => ({ code, name: countryName(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, 'en'),
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void loadCountryNames().catch(() => undefined); // codes stay readable as codes if the names cannot load
  return () => listeners.delete(listener);
};

/** Starts loading the names and re-renders when they are in. @returns whether `countryName` knows ISO names yet */
export const useCountryNames = (): boolean => useSyncExternalStore(subscribe, () => isoName !== null);
