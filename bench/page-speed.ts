/**
 * Lighthouse (mobile) of four pages of the app against the floor app (floor-app.ts), for
 * page-weight.ts: landing and /login signed out, /register and /guest-list signed in as the demo
 * hotel's staff (demo-hotel.ts). Each repetition is a Chromium of its own and loads every page
 * `loads` times, the app's page and the floor's page standing for it one after the other, so both
 * meet the same moment of a shared machine. Each repetition reports, per page, the score and the
 * metrics behind it (FCP, LCP, TBT, CLS, Speed Index), each beside the floor app's, and judges the
 * goals on its own: a goal is met only when every repetition meets it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Bench } from './context.ts';
import { guestListPainted, registerFormReady, withDemoHotel } from './demo-hotel.ts';
import { LighthouseBrowser, METRICS, type LighthouseRun, type Visit } from './lighthouse.ts';
import type { Row } from './results.ts';
import { summarize } from './stats.ts';

export interface Page {
  name: string;
  path: string;
  /** The floor app's page it is judged against. */
  floorPath: string;
  signedIn: boolean;
}

export const PAGES: Page[] = [
  { name: 'landing (/)', path: '/', floorPath: '/', signedIn: false },
  { name: '/login', path: '/login', floorPath: '/', signedIn: false },
  { name: '/register', path: '/register', floorPath: '/register', signedIn: true },
  { name: '/guest-list', path: '/guest-list', floorPath: '/guest-list', signedIn: true },
];

/** Where the two builds are: output directories for `vite preview`, the floor app's root. */
export interface Builds {
  rootDir: string;
  appOut: string;
  floorRoot: string;
  floorOut: string;
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 (openssl, in `dir`), for `--http2`: browsers speak
 * HTTP/2 only over TLS, and Vite's preview server speaks it whenever it serves TLS.
 * @returns the paths of its PEM files
 */
function selfSignedCertificate(dir: string): Certificate {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  if (!existsSync(cert)) {
    mkdirSync(dir, { recursive: true });
    const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-keyout', key, '-out', cert, ...subject],
      {
        stdio: 'ignore',
      },
    );
  }
  return { key, cert };
}

type Certificate = { key: string; cert: string };

/**
 * Serves `outDir` on `port` from a process of its own (preview-server.ts) while `work` runs.
 * @throws Error when the server exits before it listens
 */
async function withPreview<T>(
  root: string,
  outDir: string,
  port: number,
  work: (url: string) => Promise<T>,
  https?: Certificate,
): Promise<T> {
  const args = ['--root', root, '--out', outDir, '--port', String(port)];
  if (https) args.push('--cert', https.cert, '--key', https.key);
  const server = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'preview-server.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(server, 'exit');
  try {
    await Promise.race([
      once(server.stdout, 'data'),
      exited.then(([code]) => Promise.reject(new Error(`preview of ${outDir} exited (${code}) before it listened`))),
    ]);
    return await work(`${https ? 'https' : 'http'}://127.0.0.1:${port}`);
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

/**
 * The goal of a page's score: signed out ≥ 95 and ≥ the floor's; signed in ≥ 90 and ≥ 0.95 × the
 * floor's (a stored session, the data and the page's own code, against the floor's bare query).
 */
function scoreGoal(page: Page, p50: number, floorP50: number | undefined): Row['goal'] {
  if (page.signedIn)
    return { text: '≥ 90 and ≥ 0.95 × floor', met: p50 >= 90 && (floorP50 === undefined || p50 >= 0.95 * floorP50) };
  return { text: '≥ 95 and ≥ floor', met: p50 >= 95 && (floorP50 === undefined || p50 >= floorP50) };
}

/** Adds one repetition's rows of `page`: the score, then each metric, beside the floor's (none in a smoke run). */
export function addRows(bench: Bench, page: Page, suffix: string, app: LighthouseRun[], floor: LighthouseRun[]): void {
  const baseline = (values: number[]) =>
    floor.length ? { baseline: { name: 'floor app', value: summarize(values) } } : {};
  const score = summarize(app.map((run) => run.score));
  const floorScore = floor.length ? summarize(floor.map((run) => run.score)).p50 : undefined;
  const row = bench.results.add({
    section: 'page-weight',
    name: `Lighthouse performance (mobile), ${page.name}${suffix}`,
    unit: 'score',
    value: score,
    ...baseline(floor.map((run) => run.score)),
  });
  row.goal = scoreGoal(page, score.p50, floorScore);
  for (const metric of METRICS) {
    const value = summarize(app.map((run) => run[metric.key]));
    const floorValues = floor.map((run) => run[metric.key]);
    const metricRow = bench.results.add({
      section: 'page-weight',
      name: `Lighthouse ${metric.label}, ${page.name}${suffix}`,
      unit: metric.unit,
      value,
      ...baseline(floorValues),
    });
    if (metric.key === 'tbt' && floor.length) {
      const floorP50 = summarize(floorValues).p50;
      metricRow.goal = { text: '≤ floor + 50 ms', met: value.p50 <= floorP50 + 50 };
    }
    if (metric.key === 'cls') metricRow.goal = { text: '≤ 0.02', met: value.p50 <= 0.02 };
  }
  const list = (runs: LighthouseRun[]) => runs.map((r) => `${r.score} (TBT ${r.tbt.toFixed(0)})`).join(', ');
  bench.log(`lighthouse ${page.name}${suffix}: ${list(app)}${floor.length ? `; floor ${list(floor)}` : ''}`);
}

/** A smoke run's pages: one signed out (the shell's path), one signed in (the session's). */
const SMOKE_PAGES = ['/login', '/guest-list'];

/** A file name for one load's report: `guest-list-app-r1-l2.json`. */
const reportName = (path: string, build: string, rep: number, load: number) =>
  `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing'}-${build}-r${rep}-l${load + 1}.json`;

/**
 * Measures the four pages (or `config.pages`), `bench.config.repeat` repetitions of five loads each
 * (`config.loads`; a smoke run: one load of /login and /guest-list, no floor), and adds their rows.
 * With `config.beforeBuild` that build is served too and loaded right after this one's page in each
 * round, its rows named "…, before"; with `config.lighthouseDir` every report is written there.
 */
export async function benchPageSpeed(bench: Bench, builds: Builds): Promise<void> {
  const { config } = bench;
  const loads = config.smoke ? 1 : (config.loads ?? 5);
  const repeat = config.smoke ? 1 : config.repeat;
  const chosen = config.smoke ? SMOKE_PAGES : config.pages;
  const pages = chosen ? PAGES.filter((page) => chosen.includes(page.path)) : PAGES;
  if (!pages.length)
    throw new Error(
      `no page-weight page among ${chosen?.join(', ')}: pick from ${PAGES.map((p) => p.path).join(', ')}`,
    );
  if (config.lighthouseDir) mkdirSync(config.lighthouseDir, { recursive: true });
  const before = config.beforeBuild;
  const https = config.http2 ? selfSignedCertificate(join(bench.tmpDir, 'tls')) : undefined;
  const serve = <T>(root: string, outDir: string, port: number, work: (url: string) => Promise<T>) =>
    withPreview(root, outDir, port, work, https);
  const withBefore = (work: (beforeUrl: string | undefined) => Promise<void>) =>
    before ? serve(builds.rootDir, before, config.ports.preview - 2, work) : work(undefined);
  await withDemoHotel(bench, (demo) =>
    serve(builds.rootDir, builds.appOut, config.ports.preview, (appUrl) =>
      serve(builds.floorRoot, builds.floorOut, config.ports.preview - 1, (floorUrl) =>
        withBefore(async (beforeUrl) => {
          const readyCheck = (page: Page): Visit['ready'] =>
            page.path === '/register'
              ? registerFormReady
              : page.path === '/guest-list'
                ? guestListPainted(demo.guestLastNames)
                : undefined;
          for (let rep = 1; rep <= repeat; rep++) {
            const storage = await demo.session();
            const visit = (url: string, page: Page, build: string, load: number): Visit => ({
              url,
              ready: readyCheck(page),
              ...(page.signedIn ? { storage } : {}),
              ...(config.lighthouseDir
                ? { report: join(config.lighthouseDir, reportName(page.path, build, rep, load)) }
                : {}),
            });
            const app = new Map<Page, LighthouseRun[]>(pages.map((page) => [page, []]));
            const earlier = new Map<Page, LighthouseRun[]>(pages.map((page) => [page, []]));
            const floor = new Map<string, LighthouseRun[]>(pages.map((page) => [page.floorPath, []]));
            const browser = await LighthouseBrowser.launch({ acceptSelfSigned: !!https, profile: config.profile });
            try {
              for (let load = 0; load < loads; load++) {
                for (const page of pages) {
                  app.get(page)!.push(await browser.run(visit(`${appUrl}${page.path}`, page, 'app', load)));
                  if (beforeUrl)
                    earlier.get(page)!.push(await browser.run(visit(`${beforeUrl}${page.path}`, page, 'before', load)));
                  const floorRuns = floor.get(page.floorPath)!;
                  // The floor's page for landing and /login is one page: loaded once per round.
                  if (!config.smoke && floorRuns.length === load)
                    floorRuns.push(await browser.run(visit(`${floorUrl}${page.floorPath}`, page, 'floor', load)));
                }
              }
            } finally {
              await browser.close();
            }
            const suffix = repeat > 1 ? `, repetition ${rep}/${repeat}` : '';
            for (const page of pages) {
              addRows(bench, page, suffix, app.get(page)!, floor.get(page.floorPath)!);
              if (beforeUrl)
                addRows(
                  bench,
                  { ...page, name: `${page.name}, before` },
                  suffix,
                  earlier.get(page)!,
                  floor.get(page.floorPath)!,
                );
            }
          }
        }),
      ),
    ),
  );
}
