/** Web Worker: turns pages of the export into CSV lines off the main thread (see csv-in-worker.ts). */
import { countryNamesSettled } from '@/lib/countries';
import { buildGuestCsvFromValues } from './guest-csv';
import type { CsvChunkReply, CsvChunkRequest } from './csv-in-worker';

// Nationality cells hold names; the worker has its own copy of the names module, loaded once.
const namesReady = countryNamesSettled();

self.onmessage = async ({ data: { id, page, header } }: MessageEvent<CsvChunkRequest>) => {
  await namesReady;
  self.postMessage({ id, csv: buildGuestCsvFromValues(page, { header }) } satisfies CsvChunkReply);
};
