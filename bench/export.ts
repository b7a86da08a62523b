/**
 * CSV export: the list's Export path as the app runs it — `buildGuestCsvBlob` (a plan through
 * guest_export_bounds, then key ranges of 5,000 through guest_export_rows as staff, three at a time,
 * each turned into CSV by `buildGuestCsvFromValues` in a worker thread, as the browser's Web Worker
 * does while the next pages arrive, and appended to a Blob in order) — for hotels of 10k and 100k guests. The
 * client runs in a child process (export-client.ts), so its seconds include a real round trip to the
 * stack in this process and its peak memory growth is the browser side's alone (tab + worker), not the
 * stack's request buffers. Baseline: the owner reading the same rows in one SELECT over a direct
 * connection (the database floor). To show where the seconds go, the same export also runs without
 * building CSV (the fetch's floor), and the CPU seconds of the client, the stack's process and
 * PostgreSQL per export are reported: on this machine all three share the same cores.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import type { StackBench } from './context.ts';
import type { ClientRun } from './export-client.ts';
import { sizeLabel } from './list.ts';
import { ownCpuSeconds, postgresCpu, postgresCpuSince } from './cpu-time.ts';
import { summarize, type Summary } from './stats.ts';

type Staff = { email: string; password: string; hotelId: string };
/** What one batch of exports cost the server side, per export (CPU seconds, from cpu-time.ts). */
type ServerCpu = { stack: number; postgres: number };

/**
 * Runs export-client.ts `reps` times (plus its one live-heap run) as `staff`, with `--no-csv` when
 * `noCsv`, and checks each run exported every guest. Server CPU is divided over all runs: each
 * asks the server for the same.
 * @returns the client's runs and the server side's CPU seconds per export
 */
async function exportInChild(
  bench: StackBench,
  staff: Staff,
  size: number,
  reps: number,
  noCsv = false,
): Promise<{ runs: ClientRun[]; server: ServerCpu }> {
  const args = ['--expose-gc', '--import', 'tsx', 'bench/export-client.ts', '--reps', String(reps)];
  const options = { api: bench.stack.apiUrl, anon: bench.stack.anonKey, ...staff, hotel: staff.hotelId };
  for (const name of ['api', 'anon', 'email', 'password', 'hotel'] as const) args.push(`--${name}`, options[name]);
  if (noCsv) args.push('--no-csv');
  const before = { stack: ownCpuSeconds(), postgres: postgresCpu() };
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: bench.rootDir, maxBuffer: 1024 * 1024 });
  const runs = stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as ClientRun);
  for (const run of runs) {
    if (run.rows !== size || (!noCsv && run.lines !== size + 1)) {
      throw new Error(`export @${size}: ${run.rows} guests, ${run.lines} lines`);
    }
  }
  const server = {
    stack: (ownCpuSeconds() - before.stack) / runs.length,
    postgres: postgresCpuSince(before.postgres) / runs.length,
  };
  return { runs, server };
}

export async function benchExport(bench: StackBench): Promise<void> {
  const { config, results, seed, stack } = bench;
  const columns = (await import('../src/features/guests/api/guest-columns.ts')).GUEST_COLUMNS;
  const owner = new pg.Client({ connectionString: stack.dbUrl });
  await owner.connect();
  try {
    for (const size of config.exportSizes) {
      const staff = seed.targets.get(size)!;
      const reps = size >= 100_000 ? Math.max(2, Math.ceil(config.slowReps / 2)) : config.slowReps;
      const { runs: all, server } = await exportInChild(bench, staff, size, reps);
      const runs = all.filter((run) => run.liveHeapMB === null);
      const liveRun = all.find((run) => run.liveHeapMB !== null);
      const fetchOnly = (await exportInChild(bench, staff, size, reps, true)).runs.filter((r) => r.liveHeapMB === null);
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
      const total = summarize(runs.map((r) => r.seconds));
      const whole = results.add({
        section: 'export',
        name: `export CSV @${at}: keyset pages + build, streamed (app code, client in its own process)`,
        unit: 's',
        value: total,
        baseline: { name: 'owner, one SELECT', value: summarize(floor) },
      });
      whole.goal = { text: '≤ 1.5 × one SELECT', met: whole.ratio! <= 1.5 };
      results.add({
        section: 'export',
        name: `export CSV @${at}: the same pages fetched, no CSV built (the fetch's floor)`,
        unit: 's',
        value: summarize(fetchOnly.map((r) => r.seconds)),
        baseline: { name: 'owner, one SELECT', value: summarize(floor) },
      });
      const cpu = summarize(runs.map((r) => r.cpuSeconds));
      const cpuRow = (who: string, value: Summary | number) =>
        results.add({ section: 'export', name: `export CSV @${at}: CPU seconds per export, ${who}`, unit: 's', value });
      cpuRow('client process (tab + worker)', cpu);
      cpuRow("stack's process (API, auth)", server.stack);
      cpuRow('PostgreSQL', server.postgres);
      results.add({
        section: 'export',
        name: `export CSV @${at}: the CSV worker busy building (papaparse + display helpers)`,
        unit: 's',
        value: summarize(runs.map((r) => r.buildSeconds)),
      });
      const heap = summarize(runs.map((r) => r.heapMB));
      const heapRow = results.add({
        section: 'export',
        name: `export CSV @${at}: peak V8 heap growth, client process (tab + worker)`,
        unit: 'MB',
        value: heap,
      });
      const live = results.add({
        section: 'export',
        name: `export CSV @${at}: kept V8 heap growth, client process (GC forced after each page, one extra run)`,
        unit: 'MB',
        value: liveRun?.liveHeapMB ?? Number.NaN,
      });
      live.goal = { text: '≤ 50 MB', met: (liveRun?.liveHeapMB ?? Infinity) <= 50 };
      heapRow.goal = { text: '≤ 50 MB', met: heap.p50 <= 50 };
      results.add({
        section: 'export',
        name: `export CSV @${at}: peak array buffer growth, client process (Node keeps the Blob's bytes there)`,
        unit: 'MB',
        value: summarize(runs.map((r) => r.buffersMB)),
      });
      results.add({ section: 'export', name: `export CSV @${at}: CSV size`, unit: 'MB', value: runs[0].csvMB });
      results.add({
        section: 'export',
        name: `export CSV @${at}: peak RSS growth, client process`,
        unit: 'MB',
        value: summarize(runs.map((r) => r.rssMB)),
      });
      bench.log(`export @${at}: ${total.p50.toFixed(2)} s, client heap +${heap.p50.toFixed(0)} MB`);
    }
  } finally {
    await owner.end();
  }
}
