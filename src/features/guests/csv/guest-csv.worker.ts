/** Web Worker: turns one page of the export into CSV lines off the main thread (see csv-in-worker.ts). */
import { countryNamesSettled } from '@/lib/countries';
import { buildGuestCsvFromValues } from './guest-csv';
import type { CsvChunkRequest } from './csv-in-worker';

// Nationality cells hold names; the worker has its own copy of the names module, loaded once.
const namesReady = countryNamesSettled();

self.onmessage = async (event: MessageEvent<CsvChunkRequest>) => {
  await namesReady;
  self.postMessage(buildGuestCsvFromValues(event.data.page, { header: event.data.header }));
};
