/** Web Worker: turns one page of the export into CSV lines off the main thread (see csv-in-worker.ts). */
import { buildGuestCsv } from './guest-csv';
import type { CsvChunkRequest } from './csv-in-worker';

self.onmessage = (event: MessageEvent<CsvChunkRequest>) => {
  self.postMessage(buildGuestCsv(event.data.rows, { header: event.data.header }));
};
