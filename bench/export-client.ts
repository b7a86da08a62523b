/**
 * The CSV export's client side in a process of its own (spawned by export.ts), so its memory is the
 * browser's share alone — the tab plus the CSV worker — not the stack's, and the stack serves it from
 * another process as a real API would. As in the browser, pages are fetched and parsed on the main
 * thread while a worker thread (export-csv-worker.ts, standing in for the Web Worker) turns each into
 * CSV. Loads the app's modules (app-modules.ts), signs in, runs `buildGuestCsvBlob` `--reps` times
 * and prints one JSON line per run: a `ClientRun` (peaks above the values before the run, after a
 * forced GC, sampled every 10 ms and after each page; the V8 heaps of both threads apart from array
 * buffers, which hold the Blob's bytes in Node).
 *
 * With --no-csv the pages are fetched as usual but no CSV is built (the export's fetch floor).
 *
 * Args: --api URL --anon KEY --email E --password P --hotel UUID --reps N [--no-csv] (run with --expose-gc).
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { GuestValues } from '../src/features/guests/api/export-columns.ts';
import { loadAppModules } from './app-modules.ts';
import { ownCpuSeconds } from './cpu-time.ts';
import type { WorkerReply, WorkerRequest } from './export-csv-worker.ts';

/** One export as the client saw it (printed as a JSON line). */
export type ClientRun = {
  seconds: number;
  /** Seconds the CSV worker spent building, all pages (it works while later pages load). */
  buildSeconds: number;
  /** CPU seconds of the whole client process (main thread and worker) during the export. */
  cpuSeconds: number;
  /** Peak growth of the V8 heaps (main thread + CSV worker), garbage not yet collected included. */
  heapMB: number;
  /** The last run only (`live`): peak growth of both heaps after a forced GC at each page, i.e. what is kept. */
  liveHeapMB: number | null;
  /** Peak growth of array buffers: in Node the Blob's bytes live there; a browser keeps them in its blob store. */
  buffersMB: number;
  rssMB: number;
  csvMB: number;
  rows: number;
  lines: number;
};

const MB = 1024 * 1024;
const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    anon: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    hotel: { type: 'string' },
    reps: { type: 'string', default: '1' },
    'no-csv': { type: 'boolean', default: false },
  },
});
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const used = () => {
  const now = process.memoryUsage();
  return { heap: now.heapUsed, buffers: now.arrayBuffers, rss: now.rss };
};

const rootDir = resolve(import.meta.dirname, '..');
const app = await loadAppModules(rootDir, values.api!, values.anon!);
const worker = new Worker(new URL('./export-csv-worker.ts', import.meta.url), {
  workerData: { rootDir, api: values.api, anon: values.anon },
});
await new Promise((ready, failed) => {
  worker.once('message', ready);
  worker.once('error', failed);
});
/** One page to the worker and its answer back, as the app's csvInWorker posts it: several may be queued. */
const waiting = new Map<number, (reply: WorkerReply) => void>();
let lastId = 0;
worker.on('message', (reply: WorkerReply) => {
  waiting.get(reply.id)?.(reply);
  waiting.delete(reply.id);
});
worker.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
const inWorker = (page: GuestValues, header: boolean, gc: boolean) =>
  new Promise<WorkerReply>((answer) => {
    const id = ++lastId;
    waiting.set(id, answer);
    worker.postMessage({ id, page, header, gc } satisfies WorkerRequest);
  });
const workerHeapAfterGc = async () => (await inWorker({ columns: [], rows: [] }, false, true)).heapBytes;

try {
  await app.signInAs(values.email!, values.password!);
  // One run more than asked, the last with a GC at each page: timings come from the others.
  for (let i = 0; i <= Number(values.reps); i++) {
    const live = i === Number(values.reps);
    const workerStart = await workerHeapAfterGc();
    // Twice: what the first collection frees can release more (finalizers of the last run's responses).
    gc();
    gc();
    let workerGrowth = 0;
    const start = used();
    let heap = 0;
    let buffers = 0;
    let rss = 0;
    let liveHeap = 0;
    const sample = () => {
      const now = used();
      heap = Math.max(heap, now.heap - start.heap + workerGrowth);
      buffers = Math.max(buffers, now.buffers - start.buffers);
      rss = Math.max(rss, now.rss - start.rss);
    };
    const timer = setInterval(sample, 10);
    let building = 0;
    const started = performance.now();
    const cpuBefore = ownCpuSeconds();
    const { blob, rows } = await app.exportGuests.buildGuestCsvBlob(
      values.hotel!,
      {},
      {
        toCsv: async (page, header) => {
          if (values['no-csv']) return '';
          const { csv, buildMs, heapBytes } = await inWorker(page, header, live);
          building += buildMs;
          workerGrowth = Math.max(0, heapBytes - workerStart);
          if (live) {
            gc();
            liveHeap = Math.max(liveHeap, used().heap - start.heap + workerGrowth);
          }
          sample();
          return csv;
        },
      },
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = ownCpuSeconds() - cpuBefore;
    clearInterval(timer);
    sample();
    const lines = (await blob.text()).split('\r\n').length;
    const run: ClientRun = {
      seconds,
      buildSeconds: building / 1000,
      cpuSeconds,
      heapMB: heap / MB,
      liveHeapMB: live ? liveHeap / MB : null,
      buffersMB: buffers / MB,
      rssMB: rss / MB,
      csvMB: blob.size / MB,
      rows,
      lines,
    };
    console.log(JSON.stringify(run));
  }
} finally {
  await worker.terminate();
  await app.close();
}
