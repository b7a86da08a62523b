/**
 * The export's CSV builder in a Web Worker (one per export), so long lists never freeze the page.
 * Several pages may wait in the worker at once; it answers them in turn, each reply naming its page.
 * Where there is no Worker (tests in Node), the same builder runs inline.
 */
import { countryNamesSettled } from '@/lib/countries';
import type { GuestValues } from '../api/export-columns';

/** Turns one page of guests into CSV lines; `header` adds the header row. */
export type CsvChunker = (page: GuestValues, header: boolean) => Promise<string>;

/** A message to the worker: one page, its id, and whether to start with the header row. */
export type CsvChunkRequest = { id: number; page: GuestValues; header: boolean };
/** The worker's answer: the page's CSV lines. */
export type CsvChunkReply = { id: number; csv: string };

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
  const waiting = new Map<number, { resolve: (csv: string) => void; reject: (error: Error) => void }>();
  let lastId = 0;
  worker.onmessage = ({ data }: MessageEvent<CsvChunkReply>) => {
    waiting.get(data.id)?.resolve(data.csv);
    waiting.delete(data.id);
  };
  worker.onerror = (event) => {
    const error = new Error(event.message || 'CSV worker failed');
    waiting.forEach(({ reject }) => reject(error));
    waiting.clear();
  };
  const toCsv: CsvChunker = (page, header) =>
    new Promise<string>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, page, header } satisfies CsvChunkRequest);
    });
  return { toCsv, close: () => worker.terminate() };
}
