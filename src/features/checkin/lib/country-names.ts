/**
 * Country names in the guest's language (docs/online-check-in.md#languages): the browser's own
 * `Intl.DisplayNames` (CLDR) for each ICAO code that has an ISO 3166-1 alpha-2 twin (mapped with
 * `i18n-iso-countries`, whose chunk the English names load anyway), else the English name of the shared
 * table (ICAO's extra codes such as `D` or `GBD`), else the code itself.
 */
import { useEffect, useMemo, useState } from 'react';
import { ICAO_COUNTRY_CODES } from '@shared/countries';
import { countryName, useCountryNames } from '@/lib/countries';

type ToAlpha2 = (alpha3: string) => string | undefined;

let toAlpha2: ToAlpha2 | null = null;
const loadAlpha2 = () =>
  import('i18n-iso-countries').then(({ default: countries }) => {
    toAlpha2 = (code) => countries.alpha3ToAlpha2(code) ?? undefined;
    return toAlpha2;
  });

/**
 * @param language a BCP 47 tag, e.g. `de`
 * @returns `{value: code, label: name}` for every ICAO code, sorted by name in that language
 */
export function useLocalCountryOptions(language: string): { value: string; label: string }[] {
  const english = useCountryNames();
  const [alpha2, setAlpha2] = useState<ToAlpha2 | null>(toAlpha2);
  useEffect(() => {
    if (!alpha2)
      void loadAlpha2().then(
        (load) => setAlpha2(() => load),
        () => undefined,
      );
  }, [alpha2]);
  return useMemo(() => {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' });
    const local = (code: string) => {
      const iso2 = alpha2?.(code);
      return (iso2 && names.of(iso2)) || countryName(code) || code;
    };
    return ICAO_COUNTRY_CODES.map((code) => ({ value: code, label: local(code) })).sort((a, b) =>
      a.label.localeCompare(b.label, language),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `english`: recomputed once the English names load
  }, [language, alpha2, english]);
}
