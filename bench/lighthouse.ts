/**
 * Lighthouse (mobile, its default config, the performance category) in Debian's Chromium, for
 * page-weight.ts. Chromium is started by chrome-launcher and driven through puppeteer-core, the API
 * Lighthouse itself drives a page with, so each load can start with chosen localStorage (a stored
 * Supabase session, as a signed-in visitor's browser holds it) and end with a check of what the page
 * shows. Lighthouse clears the HTTP cache, service workers and Cache Storage before each load; it
 * leaves localStorage alone (its default `clearStorageTypes`), which is what lets the session in.
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { saveArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { artifactsDirOf } from './lighthouse-artifacts.ts';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM as CHROMIUM_PACKAGE, CHROMIUM_FLAGS } from '../stack/system-packages.ts';

/** The metrics behind the performance score (Lighthouse audit ids), in the order Lighthouse lists them. */
export const METRICS = [
  { key: 'fcp', audit: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { key: 'lcp', audit: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { key: 'tbt', audit: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { key: 'cls', audit: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { key: 'si', audit: 'speed-index', label: 'Speed Index', unit: 'ms' },
] as const;
export type MetricKey = (typeof METRICS)[number]['key'];

/** One load: the score (0–100) and each metric (ms; CLS unitless), as Lighthouse simulates them. */
export type LighthouseRun = { score: number } & Record<MetricKey, number>;

/** One page load to measure. */
export interface Visit {
  url: string;
  /** The whole localStorage of the URL's origin during the load; empty when absent. */
  storage?: Record<string, string>;
  /**
   * Run in the page once Lighthouse is done with it.
   * @returns what the page failed to show (the load then counts as an error), or null
   */
  ready?: (page: Page) => Promise<string | null>;
  /**
   * A file to write the whole Lighthouse report to (JSON), e.g. to read its long tasks afterwards; what
   * Lighthouse gathered goes beside it (`artifactsDirOf`).
   */
  report?: string;
}

/** A Chromium of its own (fresh profile) for a series of Lighthouse loads. */
export class LighthouseBrowser {
  private constructor(
    private readonly chrome: chromeLauncher.LaunchedChrome,
    private readonly browser: Browser,
    private readonly profile: boolean,
  ) {}

  /**
   * @param options.acceptSelfSigned accept any TLS certificate (the bench's own, for `--http2`)
   * @param options.profile record V8's sampling profiler in each trace (`--profile`)
   */
  static async launch(options: { acceptSelfSigned?: boolean; profile?: boolean } = {}): Promise<LighthouseBrowser> {
    const chromeFlags = options.acceptSelfSigned ? [...CHROMIUM_FLAGS, '--ignore-certificate-errors'] : CHROMIUM_FLAGS;
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PACKAGE.provides, chromeFlags });
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
      return new LighthouseBrowser(chrome, browser, options.profile === true);
    } catch (error) {
      chrome.kill();
      throw error;
    }
  }

  /**
   * Loads `visit.url` once under Lighthouse, in a new tab.
   * @throws Error when Lighthouse reports a runtime error or `visit.ready` finds something missing
   */
  async run(visit: Visit): Promise<LighthouseRun> {
    const page = await this.browser.newPage();
    try {
      const origin = new URL(visit.url).origin;
      // localStorage is written from a page of its origin: a static file that runs no script.
      await page.goto(`${origin}/favicon.svg`);
      await page.evaluate(
        (entries) => {
          localStorage.clear();
          for (const [key, value] of entries) localStorage.setItem(key, value);
        },
        Object.entries(visit.storage ?? {}),
      );
      const result = await lighthouse(
        visit.url,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...(this.profile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
        },
        undefined,
        page,
      );
      const lhr = result?.lhr;
      if (!lhr || lhr.runtimeError)
        throw new Error(`lighthouse ${visit.url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
      if (visit.report) {
        writeFileSync(visit.report, JSON.stringify(lhr));
        // Beside it, what Lighthouse gathered (artifactsDirOf): the Chromium trace (what each long task ran;
        // opens in DevTools' Performance panel) and the DevTools log, which what-if.ts simulates again.
        await saveArtifacts(result.artifacts, artifactsDirOf(visit.report));
      }
      const missing = (await visit.ready?.(page)) ?? null;
      if (missing) throw new Error(`lighthouse ${visit.url}: the page did not finish loading: ${missing}`);
      const run = { score: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100) } as LighthouseRun;
      for (const { key, audit } of METRICS) run[key] = lhr.audits[audit]?.numericValue ?? Number.NaN;
      return run;
    } finally {
      await page.close();
    }
  }

  async close(): Promise<void> {
    await this.browser.disconnect();
    this.chrome.kill();
  }
}
