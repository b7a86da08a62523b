/**
 * The CSV export's client side in a process of its own (spawned by export.ts), so its memory is the
 * browser's share alone — the tab plus the CSV worker, which runs inline here — not the stack's, and
 * the stack serves it from another process as a real API would. Loads the app's modules (app-modules.ts),
 * signs in, runs `buildGuestCsvBlob` `--reps` times and prints one JSON line per run:
 * `{ seconds, buildSeconds, heapMB, rssMB, rows, lines }` (heap = V8 heap used + array buffers, peak
 * above the value before the run after a forced GC, sampled every 10 ms and after each page).
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
  heapMB: number;
  rssMB: number;
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
  return { heap: now.heapUsed + now.arrayBuffers, rss: now.rss };
};

const app = await loadAppModules(resolve(import.meta.dirname, '..'), values.api!, values.anon!);
try {
  await app.signInAs(values.email!, values.password!);
  for (let i = 0; i < Number(values.reps); i++) {
    gc();
    const start = used();
    let heap = 0;
    let rss = 0;
    const sample = () => {
      const now = used();
      heap = Math.max(heap, now.heap - start.heap);
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
          const csv = app.guestCsv.buildGuestCsv(page, { header });
          building += performance.now() - t;
          sample();
          return Promise.resolve(csv);
        },
      },
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(timer);
    sample();
    const lines = (await blob.text()).split('\r\n').length;
    console.log(
      JSON.stringify({ seconds, buildSeconds: building / 1000, heapMB: heap / MB, rssMB: rss / MB, rows, lines }),
    );
  }
} finally {
  await app.close();
}
