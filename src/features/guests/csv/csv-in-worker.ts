/**
 * The export's CSV builder in a Web Worker (one per export), so long lists never freeze the page.
 * Where there is no Worker (tests in Node), the same builder runs inline.
 */
import { countryNamesSettled } from '@/lib/countries';
import type { GuestValues } from '../api/export-columns';

/** Turns one page of guests into CSV lines; `header` adds the header row (first page only). */
export type CsvChunker = (page: GuestValues, header: boolean) => Promise<string>;

/** A message to the worker: one page and whether to start with the header row. */
export type CsvChunkRequest = { page: GuestValues; header: boolean };

export function csvInWorker(): { toCsv: CsvChunker; close: () => void } {
  if (typeof Worker === 'undefined') {
    // Imported on demand like the worker, so papaparse is not part of the guest list's first paint.
    const builder = Promise.all([import('./guest-csv'), countryNamesSettled()]);
    return {
      toCsv: async (page, header) => (await builder)[0].buildGuestCsvFromValues(page, { header }),
      close: () => {},
    };
  }
  const worker = new Worker(new URL('./guest-csv.worker.ts', import.meta.url), { type: 'module' });
  const toCsv: CsvChunker = (page, header) =>
    new Promise<string>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<string>) => resolve(event.data);
      worker.onerror = (event) => reject(new Error(event.message || 'CSV worker failed'));
      worker.postMessage({ page, header } satisfies CsvChunkRequest);
    });
  return { toCsv, close: () => worker.terminate() };
}
