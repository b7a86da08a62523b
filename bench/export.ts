/**
 * CSV export: the list's Export path as the app runs it — `buildGuestCsvBlob` (keyset pages of
 * 5,000 through the guest_export_page RPC as staff, each page turned into CSV by `buildGuestCsv`, the code
 * the Web Worker runs, and appended to a Blob) — for target hotels of 10k and 100k guests. Reports seconds and the peak memory
 * growth of this Node process while exporting (sampled every 10 ms and at each step; the stack
 * shares the process, so its request buffers are included). Baseline: the owner reading the
 * same rows in one SELECT over a direct connection (the database floor).
 */
import pg from 'pg';
import type { StackBench } from './context.ts';
import { sizeLabel } from './list.ts';
import { summarize } from './stats.ts';

const MB = 1024 * 1024;

/** Tracks peak heap + array buffers and RSS above the values at start. */
function memoryPeak() {
  const start = process.memoryUsage();
  let heap = 0;
  let rss = 0;
  const sample = () => {
    const now = process.memoryUsage();
    heap = Math.max(heap, now.heapUsed + now.arrayBuffers - start.heapUsed - start.arrayBuffers);
    rss = Math.max(rss, now.rss - start.rss);
  };
  const timer = setInterval(sample, 10);
  return {
    sample,
    stop: () => (clearInterval(timer), sample(), { heapMB: heap / MB, rssMB: rss / MB }),
  };
}

export async function benchExport(bench: StackBench): Promise<void> {
  const { config, results, app, seed, stack } = bench;
  const columns = (await import('../src/features/guests/api/guest-columns.ts')).GUEST_COLUMNS;
  const owner = new pg.Client({ connectionString: stack.dbUrl });
  await owner.connect();
  try {
    for (const size of config.exportSizes) {
      const staff = seed.targets.get(size)!;
      await app.signInAs(staff.email, staff.password);
      const reps = size >= 100_000 ? Math.max(2, Math.ceil(config.slowReps / 2)) : config.slowReps;
      const total: number[] = [];
      const build: number[] = [];
      const heap: number[] = [];
      const rss: number[] = [];
      for (let i = 0; i < reps; i++) {
        const memory = memoryPeak();
        const started = performance.now();
        let building = 0;
        const { blob, rows } = await app.exportGuests.buildGuestCsvBlob(
          staff.hotelId,
          {},
          {
            toCsv: (page, header) => {
              const t = performance.now();
              const csv = app.guestCsv.buildGuestCsv(page, { header });
              building += performance.now() - t;
              memory.sample();
              return Promise.resolve(csv);
            },
          },
        );
        const done = performance.now();
        const peak = memory.stop();
        const lines = (await blob.text()).split('\r\n').length;
        if (rows !== size || lines !== size + 1) throw new Error(`export @${size}: ${rows} guests, ${lines} lines`);
        total.push((done - started) / 1000);
        build.push(building / 1000);
        heap.push(peak.heapMB);
        rss.push(peak.rssMB);
      }
      const floor: number[] = [];
      for (let i = 0; i < reps; i++) {
        const started = performance.now();
        await owner.query(
          `select ${columns} from public.guests where hotel_id = $1 order by registered_at desc, id desc`,
          [staff.hotelId],
        );
        floor.push((performance.now() - started) / 1000);
      }
      const at = sizeLabel(size);
      const whole = results.add({
        section: 'export',
        name: `export CSV @${at}: keyset pages + build, streamed (app code)`,
        unit: 's',
        value: summarize(total),
        baseline: { name: 'owner, one SELECT', value: summarize(floor) },
      });
      whole.goal = { text: '≤ 1.5 × one SELECT', met: whole.ratio! <= 1.5 };
      results.add({
        section: 'export',
        name: `export CSV @${at}: build only (papaparse)`,
        unit: 's',
        value: summarize(build),
      });
      const heapRow = results.add({
        section: 'export',
        name: `export CSV @${at}: peak heap growth`,
        unit: 'MB',
        value: summarize(heap),
      });
      heapRow.goal = { text: '≤ 50 MB', met: summarize(heap).p50 <= 50 };
      results.add({ section: 'export', name: `export CSV @${at}: peak RSS growth`, unit: 'MB', value: summarize(rss) });
      bench.log(`export @${at}: ${summarize(total).p50.toFixed(2)} s, heap +${summarize(heap).p50.toFixed(0)} MB`);
    }
  } finally {
    await owner.end();
  }
}
