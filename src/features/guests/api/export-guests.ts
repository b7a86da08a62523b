/**
 * Export CSV of the whole filtered list (docs/product.md#screens-and-routes): reads every matching guest in pages of 1000
 * (PostgREST's db-max-rows cap, docs/local-stack.md docs/product.md#guest-fields.2), builds the CSV in a Web Worker and downloads
 * guest_list.csv. Throws the PostgrestError if a page fails.
 */
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';
import type { Guest } from './guest-columns';
import type { GuestListFilters } from './guest-list-search';
import { filteredGuestsQuery } from './list-guests';
import { buildGuestCsv, CSV_FILE_NAME } from '../csv/guest-csv';

const BATCH = 1000;

export async function fetchAllFilteredGuests(
  hotelId: string,
  filters: Omit<GuestListFilters, 'page'>,
): Promise<Guest[]> {
  const all: Guest[] = [];
  for (let offset = 0; ; offset += BATCH) {
    const { data, error } = await filteredGuestsQuery(hotelId, filters).range(offset, offset + BATCH - 1);
    if (error) throw error;
    all.push(...((data ?? []) as Guest[]));
    if (!data || data.length < BATCH) return all;
  }
}

function csvInWorker(guests: Guest[]): Promise<string> {
  if (typeof Worker === 'undefined') return Promise.resolve(buildGuestCsv(guests));
  const worker = new Worker(new URL('../csv/guest-csv.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<string>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<string>) => resolve(e.data);
    worker.onerror = (e) => reject(new Error(e.message || 'CSV worker failed'));
    worker.postMessage(guests);
  }).finally(() => worker.terminate());
}

function download(csv: string) {
  // A BOM makes Excel read UTF-8 names (accents, non-Latin scripts) correctly.
  downloadFile(CSV_FILE_NAME, ['\uFEFF', csv], 'text/csv;charset=utf-8');
}

export async function exportGuestsCsv(hotelId: string, filters: Omit<GuestListFilters, 'page'>): Promise<number> {
  const guests = await fetchAllFilteredGuests(hotelId, filters);
  download(await csvInWorker(guests));
  return guests.length;
}

export const useExportGuestsCsv = (hotelId: string) =>
  useMutation({ mutationFn: (filters: Omit<GuestListFilters, 'page'>) => exportGuestsCsv(hotelId, filters) });
