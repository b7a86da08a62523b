/**
 * `npm run bench`: measures the cost of tenancy, the guest list at scale, add-guest, Realtime, the
 * page weight and the stack's start-up, each next to a baseline from the same run, on a
 * fresh local stack of its own (ports 54351-54369, or from BENCH_PORT_BASE). Prints machine facts and one
 * table and writes it as JSON (bench/results.json; a smoke run writes to the temp folder). Nothing is
 * asserted: goals are reported as met or missed. `npm run bench:report` puts a full run in the README.
 *
 * Usage: npm run bench [-- --smoke] [--only list,search] [--sizes 1000,100000,1000000] [--export-sizes 10000,100000]
 *                       [--reps N] [--repeat N] [--out F]
 *                       [--pages /guest-list,/register] [--loads N] [--lighthouse-dir D [--profile]] [--keep-build D] [--before-build D] [--http2]
 *   --smoke  tiny sizes and few repetitions (a check that every section still runs, < 90 s)
 *   --only   sections: realtime, add-guest, list, policy, search, export, purge, page-weight, startup, mrz
 *   --repeat page-weight's Lighthouse loads N times over (a Chromium each), goals judged on each
 *   --pages  page-weight's Lighthouse pages (default: /, /login, /register, /guest-list); --loads: loads of each (5)
 *   --lighthouse-dir  writes each Lighthouse report there as JSON (its long-tasks and main-thread audits)
 *   --keep-build D    copies the app's build to D; --before-build D serves it beside this run's build, loads
 *                     interleaved, as rows named "…, before" (an A/B on the same moment of the machine)
 *   --profile         with --lighthouse-dir: the app's build gets hidden source maps and each trace V8's sampling
 *                     profiler, for `npm run bench:long-tasks` (what each long task ran, by source line)
 *   --http2           serves the builds over HTTP/2 (TLS, a throwaway self-signed certificate), as a CDN serves them
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runBench, SECTIONS, type SectionName } from '../bench/run.ts';
import type { BenchConfig } from '../bench/context.ts';
import { machineFacts } from '../bench/machine.ts';
import { renderTable } from '../bench/table.ts';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    only: { type: 'string' },
    sizes: { type: 'string' },
    'export-sizes': { type: 'string' },
    reps: { type: 'string' },
    repeat: { type: 'string' },
    out: { type: 'string' },
    pages: { type: 'string' },
    loads: { type: 'string' },
    'lighthouse-dir': { type: 'string' },
    'keep-build': { type: 'string' },
    'before-build': { type: 'string' },
    profile: { type: 'boolean' },
    http2: { type: 'boolean' },
  },
});

// A smoke run (every `npm test`) writes beside the temp files, so it never replaces the last full
// run's bench/results.json, which `npm run bench:report` turns into the README's table.
const outFile =
  args.out ?? (args.smoke ? join(tmpdir(), 'guest-registry-bench-smoke.json') : join(rootDir, 'bench', 'results.json'));
const numbers = (list: string) => list.split(',').map(Number);
/** Ports from BENCH_PORT_BASE (default 54350): api +1, db +2, mail +4, preview +10, start-up stack +11..+14. */
const base = Number(process.env.BENCH_PORT_BASE ?? 54350);
const ports = {
  api: base + 1,
  db: base + 2,
  mail: base + 4,
  preview: base + 10,
  startApi: base + 11,
  startDb: base + 12,
  startMail: base + 14,
};
/** Each setting's full value beside its smoke value (`--smoke`: tiny sizes, few repetitions). */
const fullOrSmoke = <T>(full: T, smoke: T): T => (args.smoke ? smoke : full);
const config: BenchConfig = {
  smoke: args.smoke,
  listSizes: fullOrSmoke([1_000, 100_000, 1_000_000], [200, 1000]),
  exportSizes: fullOrSmoke([10_000, 100_000], [200, 1000]),
  hotels: fullOrSmoke(1_000, 50),
  background: fullOrSmoke(100, 5),
  reps: fullOrSmoke(30, 5),
  slowReps: fullOrSmoke(5, 2),
  repeat: 1,
  subscribers: fullOrSmoke([1, 200], [1, 20]),
  concurrency: fullOrSmoke(20, 5),
  attachmentBytes: fullOrSmoke(1024 * 1024, 64 * 1024),
  ports,
};
if (args.sizes) config.listSizes = numbers(args.sizes);
if (args['export-sizes']) config.exportSizes = numbers(args['export-sizes']);
if (args.reps) config.reps = Number(args.reps);
if (args.repeat) config.repeat = Number(args.repeat);
if (!Number.isInteger(config.repeat) || config.repeat < 1) {
  console.error(`--repeat takes a whole number ≥ 1, got ${args.repeat}`);
  process.exit(2);
}
if (args.pages) config.pages = args.pages.split(',');
if (args.loads) config.loads = Number(args.loads);
if (config.loads !== undefined && (!Number.isInteger(config.loads) || config.loads < 1)) {
  console.error(`--loads takes a whole number ≥ 1, got ${args.loads}`);
  process.exit(2);
}
if (args['lighthouse-dir']) config.lighthouseDir = resolve(args['lighthouse-dir']);
if (args['keep-build']) config.keepBuild = resolve(args['keep-build']);
if (args['before-build']) config.beforeBuild = resolve(args['before-build']);
if (args.profile && !config.lighthouseDir)
  throw new Error('--profile needs --lighthouse-dir D: the profiles go into its traces');
config.profile = args.profile === true;
config.http2 = args.http2 === true;

const only = args.only ? (args.only.split(',') as SectionName[]) : [...SECTIONS];
const unknown = only.filter((name) => !SECTIONS.includes(name));
if (unknown.length) {
  console.error(`Unknown section(s): ${unknown.join(', ')}. Sections: ${SECTIONS.join(', ')}`);
  process.exit(2);
}

// The bench signs in hundreds of staff from 127.0.0.1, far past the per-address sign-in limit
// (docs/local-stack.md#auth), which the contract tests prove instead.
process.env.STACK_AUTH_SIGN_IN_SIGN_UPS ??= '100000';

const started = performance.now();
const tmpDir = mkdtempSync(join(tmpdir(), 'guest-registry-bench-'));
const log = (line: string) =>
  process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(0)}s] ${line}\n`);
let failed = false;
try {
  const facts = machineFacts();
  const { results, errors } = await runBench({ config, rootDir, tmpDir, log }, only, facts);
  const seconds = (performance.now() - started) / 1000;
  console.log(renderTable(facts, results.rows, { seconds, smoke: config.smoke }));
  writeFileSync(
    outFile,
    `${JSON.stringify({ date: new Date().toISOString(), machine: facts, config, seconds, rows: results.rows, errors }, null, 2)}\n`,
  );
  log(`wrote ${outFile}`);
  for (const { section, message } of errors) console.error(`section ${section} failed: ${message}`);
  failed = errors.length > 0;
} finally {
  rmSync(tmpDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
