/**
 * The CSV export's client side in a process of its own (spawned by export.ts), so its memory is the
 * browser's share alone — the tab plus the CSV worker, which runs inline here — not the stack's, and
 * the stack serves it from another process as a real API would. Loads the app's modules (app-modules.ts),
 * signs in, runs `buildGuestCsvBlob` `--reps` times and prints one JSON line per run:
 * a `ClientRun` (peaks above the values before the run, after a forced GC, sampled every 10 ms and
 * after each page; the V8 heap apart from array buffers, which hold the Blob's bytes in Node).
 *
 * Args: --api URL --anon KEY --email E --password P --hotel UUID --reps N (run with --expose-gc).
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { loadAppModules } from './app-modules.ts';

/** One export as the client saw it (printed as a JSON line). */
export type ClientRun = {
  seconds: number;
  buildSeconds: number;
  /** Peak growth of the V8 heap (the JS objects of the tab and worker), garbage not yet collected included. */
  heapMB: number;
  /** The last run only (`live`): peak growth of the heap after a forced GC at each page, i.e. what is kept. */
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
  },
});
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const used = () => {
  const now = process.memoryUsage();
  return { heap: now.heapUsed, buffers: now.arrayBuffers, rss: now.rss };
};

const app = await loadAppModules(resolve(import.meta.dirname, '..'), values.api!, values.anon!);
try {
  await app.signInAs(values.email!, values.password!);
  // One run more than asked, the last with a GC at each page: timings come from the others.
  for (let i = 0; i <= Number(values.reps); i++) {
    const live = i === Number(values.reps);
    gc();
    const start = used();
    let heap = 0;
    let buffers = 0;
    let rss = 0;
    let liveHeap = 0;
    const sample = () => {
      const now = used();
      heap = Math.max(heap, now.heap - start.heap);
      buffers = Math.max(buffers, now.buffers - start.buffers);
      rss = Math.max(rss, now.rss - start.rss);
    };
    const timer = setInterval(sample, 10);
    let building = 0;
    const started = performance.now();
    const { blob, rows } = await app.exportGuests.buildGuestCsvBlob(
      values.hotel!,
      {},
      {
        toCsv: (page, header) => {
          const t = performance.now();
          const csv = app.guestCsv.buildGuestCsvFromValues(page, { header });
          building += performance.now() - t;
          if (live) {
            gc();
            liveHeap = Math.max(liveHeap, used().heap - start.heap);
          }
          sample();
          return Promise.resolve(csv);
        },
      },
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(timer);
    sample();
    const lines = (await blob.text()).split('\r\n').length;
    const run: ClientRun = {
      seconds,
      buildSeconds: building / 1000,
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
  await app.close();
}
