/**
 * What a page's Lighthouse score would be with fewer requests or a faster server, without building
 * anything: Lighthouse's mobile metrics are a simulation (Lantern) of the load it recorded, replayed
 * over a slow 4G link and a 4× slower CPU, so a recorded load can be simulated again with requests
 * taken out of its DevTools log (docs/architecture.md#performance). An estimate, not a measurement:
 * the CPU work of a removed script stays, and nothing is re-timed in the browser.
 *
 * Usage: npm run bench:what-if -- REPORT.json [--drop REGEX]… [--instant ORIGIN]… [--graph]
 *   REPORT.json  a report from `npm run bench -- --lighthouse-dir D` (its artifacts folder beside it)
 *   --drop       take out every request whose `TYPE METHOD URL` matches (e.g. `Script GET .+i18n-`,
 *                `/rest/v1/rpc/plan_usage`), with the CORS preflights of the same URLs
 *   --instant    the origin (e.g. `http://127.0.0.1:56950`) answers every request the moment it arrives
 *   --graph      also list the requests and main-thread tasks the LCP estimate is made of, simulated
 * Prints the score and metrics as recorded (simulated again as they are) and with the changes.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { artifactsDirOf } from './lighthouse-artifacts.ts';
import { METRICS } from './lighthouse.ts';

/** One DevTools protocol event of a saved DevTools log. */
export interface ProtocolEvent {
  method: string;
  params: Record<string, unknown> & { requestId?: string };
}

type RequestSent = { requestId: string; type?: string; request: { method: string; url: string } };
type ResponseTiming = { sendEnd: number; receiveHeadersStart?: number; receiveHeadersEnd: number };
type Response = { url: string; timing?: ResponseTiming };

const sentRequests = (log: ProtocolEvent[]) =>
  log.filter((e) => e.method === 'Network.requestWillBeSent').map((e) => e.params as unknown as RequestSent);

/**
 * @param log a DevTools log (events in order)
 * @param pattern matched against each request's `TYPE METHOD URL` (type as DevTools names it: Script, Fetch…)
 * @returns the log without the matching requests' events, nor those of CORS preflights (OPTIONS) of
 *   their URLs, and how many requests were taken out
 */
export function dropRequests(log: ProtocolEvent[], pattern: RegExp): { log: ProtocolEvent[]; dropped: number } {
  const sent = sentRequests(log);
  const matched = sent.filter((r) => pattern.test(`${r.type ?? 'Other'} ${r.request.method} ${r.request.url}`));
  const urls = new Set(matched.map((r) => r.request.url));
  const preflights = sent.filter((r) => r.request.method === 'OPTIONS' && urls.has(r.request.url));
  const ids = new Set([...matched, ...preflights].map((r) => r.requestId));
  return { log: log.filter((e) => !(e.params.requestId && ids.has(e.params.requestId))), dropped: ids.size };
}

/**
 * @param log a DevTools log; changed in place
 * @param origin e.g. `http://127.0.0.1:56950`
 * @returns how many responses of `origin` now arrive 1 ms after their request was sent (Lantern
 *   estimates each origin's server response time from these timings)
 */
export function makeOriginInstant(log: ProtocolEvent[], origin: string): number {
  let changed = 0;
  for (const event of log) {
    if (event.method !== 'Network.responseReceived') continue;
    const response = event.params.response as Response;
    const timing = response.timing;
    if (!timing || new URL(response.url).origin !== origin) continue;
    const gain = timing.receiveHeadersEnd - timing.sendEnd - 1;
    if (gain <= 0) continue;
    timing.receiveHeadersEnd -= gain;
    if (timing.receiveHeadersStart !== undefined)
      timing.receiveHeadersStart = Math.min(timing.receiveHeadersStart, timing.receiveHeadersEnd);
    changed++;
  }
  return changed;
}

/**
 * Lighthouse's audit mode over an artifacts folder: the score and metrics, simulated.
 * @param traceCategories the gathering's `additionalTraceCategories` (audit mode refuses other settings
 *   than the gathering's: a `--profile` load gathered more trace categories)
 */
async function simulate(dir: string, traceCategories: string | null | undefined): Promise<string> {
  const result = await lighthouse(undefined, {
    auditMode: dir,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(traceCategories ? { additionalTraceCategories: traceCategories } : {}),
  });
  if (!result) throw new Error(`what-if: Lighthouse gave no result for ${dir}`);
  const { lhr } = result;
  const metric = (audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? Number.NaN);
  return [
    `score ${Math.round((lhr.categories.performance.score ?? Number.NaN) * 100)}`,
    ...METRICS.filter((m) => m.key !== 'cls').map((m) => `${m.label} ${metric(m.audit)} ms`),
  ].join(', ');
}

/** A URL cut to 100 characters, for a line of the graph. */
const shortUrl = (url: string) => (url.length > 100 ? `${url.slice(0, 99)}…` : url);

/** Prints the LCP estimate's pessimistic simulation: each request and main-thread task, start and end (ms). */
async function printGraph(dir: string): Promise<void> {
  // Lighthouse types its artifacts in a global namespace of its own; these are the ones the LCP reads.
  const artifacts = (await loadArtifacts(dir)) as unknown as Record<string, unknown> & {
    devtoolsLogs: { defaultPass: unknown };
    traces: { defaultPass: unknown };
  };
  const data = {
    devtoolsLog: artifacts.devtoolsLogs.defaultPass,
    trace: artifacts.traces.defaultPass,
    gatherContext: artifacts.GatherContext,
    settings: artifacts.settings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  } as Parameters<typeof LanternLargestContentfulPaint.request>[0];
  // Its computed-artifact cache and settings: all of the audit context the LCP reads.
  const context = { computedCache: new Map(), settings: artifacts.settings } as never;
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows) {
    const what =
      node.type === 'network'
        ? `${node.request.resourceType ?? 'Other'} ${shortUrl(node.request.url)} (${node.request.transferSize} B)`
        : `main thread (${(node.duration / 1000).toFixed(0)} ms recorded)`;
    console.log(`  ${timing.startTime.toFixed(0).padStart(5)} → ${timing.endTime.toFixed(0).padStart(5)} ms  ${what}`);
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      drop: { type: 'string', multiple: true, default: [] },
      instant: { type: 'string', multiple: true, default: [] },
      graph: { type: 'boolean', default: false },
    },
  });
  const [report] = positionals;
  if (!report) {
    console.error('Usage: npm run bench:what-if -- REPORT.json [--drop REGEX]… [--instant ORIGIN]… [--graph]');
    process.exit(2);
  }
  const recorded = artifactsDirOf(report);
  const changed = mkdtempSync(join(tmpdir(), 'what-if-'));
  try {
    cpSync(recorded, changed, { recursive: true });
    const logFile = join(changed, 'defaultPass.devtoolslog.json');
    let log = JSON.parse(readFileSync(logFile, 'utf8')) as ProtocolEvent[];
    for (const pattern of values.drop) {
      const result = dropRequests(log, new RegExp(pattern));
      log = result.log;
      console.log(`--drop ${pattern}: ${result.dropped} requests taken out`);
    }
    for (const origin of values.instant)
      console.log(`--instant ${origin}: ${makeOriginInstant(log, origin)} responses`);
    writeFileSync(logFile, JSON.stringify(log));
    const gathered = JSON.parse(readFileSync(join(recorded, 'artifacts.json'), 'utf8')) as {
      settings: { additionalTraceCategories?: string | null };
    };
    const traceCategories = gathered.settings.additionalTraceCategories;
    console.log(`as recorded:  ${await simulate(recorded, traceCategories)}`);
    console.log(`with changes: ${await simulate(changed, traceCategories)}`);
    if (values.graph) {
      console.log('LCP simulation as recorded (pessimistic graph):');
      await printGraph(recorded);
      console.log('with changes:');
      await printGraph(changed);
    }
  } finally {
    rmSync(changed, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
