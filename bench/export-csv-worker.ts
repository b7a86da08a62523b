/**
 * The export's CSV Web Worker (src/features/guests/lib/guest-csv.worker.ts) as a Node worker thread,
 * for export-client.ts: it loads the app's own guest-csv module and the country names, as the
 * browser's worker does, then answers each `{ id, page, header, gc }` message with the page's CSV
 * lines, the time they took (ms) and this thread's V8 heap in use (bytes; after a forced GC when
 * `gc`), so the client can count the worker's memory beside the tab's. Rows reach it by structured
 * clone, as with postMessage; several pages may wait in its queue.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { GuestValues } from '../src/features/guests/api/export-columns.ts';
import { loadAppModules } from './app-modules.ts';

/** What the client sends for each page. */
export type WorkerRequest = { id: number; page: GuestValues; header: boolean; gc: boolean };
/** What the worker answers for page `id`: the CSV lines, the build's time (ms) and its heap in use (bytes). */
export type WorkerReply = { id: number; csv: string; buildMs: number; heapBytes: number };

const { rootDir, api, anon } = workerData as { rootDir: string; api: string; anon: string };
const app = await loadAppModules(rootDir, api, anon);
await app.countries.countryNamesSettled();
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

parentPort!.on('message', ({ id, page, header, gc: collect }: WorkerRequest) => {
  const started = performance.now();
  const csv = app.guestCsv.buildGuestCsvFromValues(page, { header });
  const buildMs = performance.now() - started;
  if (collect) gc();
  parentPort!.postMessage({ id, csv, buildMs, heapBytes: process.memoryUsage().heapUsed } satisfies WorkerReply);
});
parentPort!.postMessage('ready');
