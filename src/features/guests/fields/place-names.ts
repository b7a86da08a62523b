/**
 * Names of the place codes guests carry (docs/police-reports.md#guest-fields): Italy's Alloggiati comuni
 * (9 digits) and Spain's INE municipalities (5 digits). The lists (~500 KB of JSON) load on first use,
 * never with a route's initial JS: `usePlaceNames()` starts the load and re-renders once they are in;
 * until then a code reads as itself. Same pattern as src/lib/countries.ts.
 */
import { useSyncExternalStore } from 'react';
import type { SelectOption } from '@/components/ui/select-field';

type Lists = { names: Map<string, string>; options: Record<'ITA' | 'ESP', SelectOption[]> };

let lists: Lists | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the lists once; resolves when `placeName` knows them. Rejects if the chunk fails to load. */
export function loadPlaceNames(): Promise<void> {
  loading ??= import('@shared/police/tables').then(
    async ({ loadPlaceTables }) => {
      const { comuni, municipalities } = await loadPlaceTables();
      const names = new Map<string, string>();
      const italy = comuni.map(({ code, name, province, until }) => {
        const label = until ? `${name} (${province}, until ${until})` : `${name} (${province})`;
        names.set(code, label);
        return { value: code, label };
      });
      const spain = municipalities.map(({ code, name }) => {
        names.set(code, name);
        return { value: code, label: name };
      });
      const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label, 'it');
      lists = { names, options: { ITA: italy.sort(byLabel), ESP: spain.sort(byLabel) } };
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      loading = null; // a later call may retry
      throw error;
    },
  );
  return loading;
}

/** @param code a comune or municipality code @returns e.g. 'ROMA (RM)', 'Madrid', or undefined (unknown, or not loaded yet) */
export const placeName = (code: string): string | undefined => lists?.names.get(code);

/** @param country the place's country (ICAO code) @returns the select's options for Italy or Spain (once loaded), else null: typed in words */
export function placeOptions(country: string | null | undefined): readonly SelectOption[] | null {
  if (country !== 'ITA' && country !== 'ESP') return null;
  return lists?.options[country] ?? [];
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void loadPlaceNames().catch(() => undefined); // codes stay readable as codes if the lists cannot load
  return () => listeners.delete(listener);
};

const idle = () => () => undefined;

/**
 * Starts loading the lists and re-renders when they are in.
 * @param needed false to neither load nor subscribe (a guest without place codes)
 * @returns whether they are loaded
 */
export const usePlaceNames = (needed = true): boolean =>
  useSyncExternalStore(needed ? subscribe : idle, () => lists !== null);

/** Whether a value is a comune (9 digits) or municipality (5 digits) code whose name the lists give. */
export const isPlaceCode = (value: string | null | undefined) => /^(\d{5}|\d{9})$/.test(value ?? '');
