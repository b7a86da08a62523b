/**
 * What a slow Lighthouse load spent its main thread on (docs/architecture.md#performance), from a report
 * the bench wrote with `--lighthouse-dir` and the Chromium trace beside it:
 * - the page's observed FCP and LCP, and the main thread's busy time before the LCP paint (Lighthouse's
 *   simulation runs that work four times slower, and the LCP waits for it);
 * - every task over 12.5 ms (50 ms at that slowdown: the tasks Total Blocking Time counts), with its
 *   start, length and what ran longest in it (script evaluation of a file, layout, a timer);
 * - with `--profile` (V8's sampling profiler in the trace) and the build's hidden source maps: the
 *   source lines and packages that took the most samples before the LCP paint.
 *
 * Usage: npm run bench:long-tasks -- REPORT.json [BUILD_DIR]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { artifactsDirOf } from './lighthouse-artifacts.ts';

/** One Chromium trace event, as much of it as this reads. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: Record<string, unknown> & { data?: Record<string, unknown>; name?: string };
}

/** A main-thread task: start and length (ms from navigation start) and its longest parts. */
export interface Task {
  startMs: number;
  durationMs: number;
  parts: { name: string; ms: number }[];
}

/** Names of trace events that only wrap others (their time shows in their children). */
const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'RunMicrotasks']);

/** @returns `pid:tid` of the renderer main thread that parsed the page at `url`'s path */
export function pageMainThread(events: TraceEvent[], url: string): string {
  const path = new URL(url).pathname;
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && String((e.args?.beginData as { url?: string })?.url ?? '').includes(path),
  );
  if (!parse) throw new Error(`trace: no HTML parse of ${url}: is this the trace beside its report?`);
  return `${parse.pid}:${parse.tid}`;
}

/** Complete (`ph: 'X'`) events of `thread` (`pid:tid`). */
const eventsOn = (events: TraceEvent[], thread: string) =>
  events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X');

/**
 * @param events the trace's events; `thread` the main thread (`pid:tid`); `navigationTs` the trace clock's
 * navigation start (µs)
 * @returns the thread's tasks (`RunTask` events) from navigation start on, in order
 */
export function mainThreadTasks(events: TraceEvent[], thread: string, navigationTs: number): TraceEvent[] {
  return eventsOn(events, thread)
    .filter((e) => e.name === 'RunTask' && e.ts >= navigationTs)
    .sort((a, b) => a.ts - b.ts);
}

/**
 * @param events the trace's events; `thread` the main thread (`pid:tid`); `navigationTs` the trace clock's
 * navigation start (µs); `minMs` the shortest task kept
 * @returns the thread's tasks of at least `minMs`, in order, each with its five longest parts
 */
export function longTasks(events: TraceEvent[], thread: string, navigationTs: number, minMs: number): Task[] {
  const onThread = eventsOn(events, thread);
  return mainThreadTasks(onThread, thread, navigationTs)
    .filter((e) => (e.dur ?? 0) >= minMs * 1000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const longest = new Map<string, number>();
      for (const e of onThread) {
        if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end || WRAPPERS.has(e.name)) continue;
        const url = typeof e.args?.data?.url === 'string' ? e.args.data.url.replace(/.*\//, '') : '';
        const name = url ? `${e.name} ${url}` : e.name;
        longest.set(name, Math.max(longest.get(name) ?? 0, (e.dur ?? 0) / 1000));
      }
      const parts = [...longest]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([name, ms]) => ({ name, ms }));
      return { startMs: (task.ts - navigationTs) / 1000, durationMs: (task.dur ?? 0) / 1000, parts };
    });
}

type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
};

/** V8's sampling profiler in a trace: each sample's time (µs, trace clock) and frame, and the usual interval (ms). */
export interface Profile {
  samples: { ts: number; frame: ProfileNode['callFrame'] }[];
  sampleMs: number;
}

/**
 * Reads the profile of renderer process `pid` out of `events` once, for any number of windows.
 * @returns its samples; none when the trace has no profile (a run without `--profile`)
 */
export function readProfile(events: TraceEvent[], pid: number): Profile {
  const nodes = new Map<number, ProfileNode>();
  const ids: number[] = [];
  const deltas: number[] = [];
  let clock = 0;
  for (const e of events) {
    if (e.pid !== pid) continue;
    const data = e.args?.data as
      | { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }
      | undefined;
    if (e.name === 'Profile' && data?.startTime !== undefined) clock = data.startTime;
    if (e.name !== 'ProfileChunk' || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    ids.push(...(data.cpuProfile?.samples ?? []));
    deltas.push(...(data.timeDeltas ?? []));
  }
  const samples: Profile['samples'] = [];
  let at = clock;
  for (let i = 0; i < ids.length; i++) {
    at += deltas[i];
    const frame = nodes.get(ids[i])?.callFrame;
    if (frame && !['(idle)', '(root)'].includes(frame.functionName)) samples.push({ ts: at, frame });
  }
  // Each sample stands for the profiler's usual interval: the gap before a sample can be long (the
  // profiler is not sampling while the thread sleeps), and would credit that sample with all of it.
  const sampleMs = ([...deltas].sort((x, y) => x - y)[deltas.length >> 1] ?? 0) / 1000;
  return { samples, sampleMs };
}

/**
 * The samples of `profile` between `fromTs` and `untilTs` (µs), by where they ran: the source line
 * (through `sourceMapOf(file)`, a build's hidden map; the file name without one).
 * @returns [place, ms] pairs, most first
 */
export function samplesBySource(
  profile: Profile,
  fromTs: number,
  untilTs: number,
  sourceMapOf: (file: string) => TraceMap | null,
): [place: string, ms: number][] {
  const totals = new Map<string, number>();
  for (const { ts, frame } of profile.samples) {
    if (ts < fromTs || ts > untilTs) continue;
    const place = placeOf(frame, sourceMapOf);
    totals.set(place, (totals.get(place) ?? 0) + profile.sampleMs);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

function placeOf(frame: ProfileNode['callFrame'], sourceMapOf: (file: string) => TraceMap | null): string {
  const file = (frame.url ?? '').replace(/.*\//, '');
  const map = file ? sourceMapOf(file) : null;
  if (!map) return `${frame.functionName || '(anonymous)'}${file ? ` ${file}` : ''}`;
  const at = originalPositionFor(map, { line: (frame.lineNumber ?? 0) + 1, column: frame.columnNumber ?? 0 });
  return `${at.name ?? frame.functionName ?? '(anonymous)'} ${repositoryPath(at.source ?? file)}:${at.line ?? '?'}`;
}

/** A source map's source as a package path (`zod/v4/core/core.js`) or a path in this repository (`src/main.tsx`). */
export function repositoryPath(source: string): string {
  const packaged = /node_modules\/(.+)$/.exec(source);
  if (packaged) return packaged[1];
  return /(?:^|\/)((?:src|supabase|scripts)\/.+)$/.exec(source)?.[1] ?? source.replace(/^(\.\.\/)+/, '');
}

/**
 * @param place a `samplesBySource` place, e.g. `init zod/v4/core/core.js:50` or `localTime src/lib/format.ts:43`
 * @returns its package (`zod`, `@supabase/auth-js`), its folder in this repository (`src/lib`), or the
 * built file or native function it names when unmapped
 */
export function packageOf(place: string): string {
  const source = place
    .split(' ')
    .at(-1)!
    .replace(/:[^:/]*$/, '');
  if (/^(src|supabase|scripts)\//.test(source)) return source.replace(/\/[^/]*$/, '');
  const segments = source.split('/');
  if (segments.length === 1) return source;
  return source.startsWith('@') ? segments.slice(0, 2).join('/') : segments[0];
}

function main(reportPath: string, buildDir?: string): void {
  const report = JSON.parse(readFileSync(reportPath, 'utf8')) as {
    finalDisplayedUrl: string;
    audits: Record<string, { details?: { items?: Record<string, number>[] } }>;
  };
  const observed = report.audits.metrics.details!.items![0];
  const navigationTs = observed.observedNavigationStartTs;
  const trace = JSON.parse(readFileSync(join(artifactsDirOf(reportPath), 'defaultPass.trace.json'), 'utf8')) as
    { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  const thread = pageMainThread(events, report.finalDisplayedUrl);
  const lcpTs = observed.observedLargestContentfulPaintTs;
  const busy = mainThreadTasks(events, thread, navigationTs)
    .filter((e) => e.ts + (e.dur ?? 0) <= lcpTs)
    .reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  console.log(
    `observed FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms; main thread busy ${busy.toFixed(0)} ms before the LCP paint`,
  );
  console.log("tasks over 12.5 ms (50 ms at Lighthouse's 4x CPU slowdown):");
  const maps = new Map<string, TraceMap | null>();
  const sourceMapOf = (file: string) => {
    if (!buildDir) return null;
    if (!maps.has(file))
      try {
        maps.set(file, new TraceMap(readFileSync(join(buildDir, 'assets', `${file}.map`), 'utf8')));
      } catch {
        maps.set(file, null);
      }
    return maps.get(file)!;
  };
  const profile = readProfile(events, Number(thread.split(':')[0]));
  for (const task of longTasks(events, thread, navigationTs, 12.5)) {
    console.log(
      `  ${task.startMs.toFixed(0).padStart(6)} ms  ${task.durationMs.toFixed(1).padStart(5)} ms  ${task.parts.map((p) => `${p.name} ${p.ms.toFixed(1)}`).join(' | ')}`,
    );
    const startTs = navigationTs + task.startMs * 1000;
    const sampled = byPackage(samplesBySource(profile, startTs, startTs + task.durationMs * 1000, sourceMapOf));
    if (sampled.length)
      console.log(
        `${' '.repeat(26)}sampled: ${sampled
          .slice(0, 5)
          .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
          .join(' | ')}`,
      );
  }
  const places = samplesBySource(profile, navigationTs, lcpTs, sourceMapOf);
  if (!places.length) return console.log('(no CPU profile in this trace: run the bench with --profile)');
  printPlaces('before the LCP paint', places);
  const fcpTs = observed.observedFirstContentfulPaintTs;
  printPlaces(
    'after the first paint (the window Total Blocking Time counts)',
    samplesBySource(profile, fcpTs, Infinity, sourceMapOf),
  );
}

/** @returns `places` summed by packageOf, most first */
function byPackage(places: [place: string, ms: number][]): [name: string, ms: number][] {
  const sums = new Map<string, number>();
  for (const [place, ms] of places) sums.set(packageOf(place), (sums.get(packageOf(place)) ?? 0) + ms);
  return [...sums].sort((a, b) => b[1] - a[1]);
}

function printPlaces(when: string, places: [place: string, ms: number][]): void {
  console.log(`sampled ${when}, by package or folder (ms):`);
  for (const [name, ms] of byPackage(places).slice(0, 15)) console.log(`  ${ms.toFixed(1).padStart(6)}  ${name}`);
  console.log('  by source line (ms):');
  for (const [place, ms] of places.slice(0, 15)) console.log(`  ${ms.toFixed(1).padStart(6)}  ${place}`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const [reportPath, buildDir] = process.argv.slice(2);
  if (!reportPath) {
    console.error('Usage: npm run bench:long-tasks -- REPORT.json [BUILD_DIR]');
    process.exit(2);
  }
  main(reportPath, buildDir);
}
