/**
 * Lighthouse's accessibility category (mobile, its default settings) for one URL of the app under test,
 * in a Debian Chromium of its own started by chrome-launcher (the lighthouse dependency the page-weight
 * bench uses, bench/lighthouse.ts). The URL may carry a fragment (a check-in link's token).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../../stack/system-packages';

/** @returns the score (0–100) and the titles of the audits that failed */
export async function accessibilityScore(url: string): Promise<{ score: number; failing: string[] }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM.provides, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['accessibility'], logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score === 0 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.title);
    return { score: Math.round((lhr.categories.accessibility.score ?? 0) * 100), failing };
  } finally {
    chrome.kill();
  }
}
