/**
 * Passport-scan read time in Chromium (docs/passport-scan.md#results): builds bench/mrz-browser (the
 * app's scan worker, as Vite builds it for the app) in a child process, serves it on loopback and
 * sends each photo of each set to the worker through Playwright, as the scan button does. The
 * first photo loads the OCR model (reported on its own); every photo is then timed with the model
 * loaded, by the worker itself (photo received → result, decoding included).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { ScanReply } from '../src/features/passport-scan/engine/scan-protocol.ts';
import { CHROMIUM } from '../stack/system-packages.ts';
import type { Bench } from './context.ts';
import { serveMrzPage } from './mrz-page.ts';
import type { SetItem } from './mrz-sets.ts';
import { summarize } from './stats.ts';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };

export async function benchMrzBrowser(bench: Bench, sets: [string, SetItem[]][]): Promise<void> {
  const { config, tmpDir, log, results } = bench;
  const server = await serveMrzPage(bench, 'mrz-browser');
  const profile = mkdtempSync(join(tmpDir, 'mrz-chromium-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM.provides,
    args: ['--disable-gpu'],
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`http://127.0.0.1:${config.ports.preview}/`);
    await page.waitForFunction(() => 'readPhoto' in window);
    const send = (item: SetItem) =>
      page.evaluate(
        ([base64, type]) =>
          (window as unknown as { readPhoto: (b: string, t: string) => Promise<ScanReply> }).readPhoto(base64, type),
        [readFileSync(item.path).toString('base64'), TYPES[item.path.split('.').pop() ?? ''] ?? 'image/jpeg'] as const,
      );
    const first = await send(sets[0][1][0]);
    results.add({
      section: 'mrz',
      name: 'first photo in Chromium, model load included',
      unit: 'ms',
      value: first.type === 'done' ? first.ms : Number.NaN,
    });
    for (const [name, items] of sets) {
      const ms: number[] = [];
      let exact = 0;
      for (const item of items) {
        const reply = await send(item);
        if (reply.type === 'done') ms.push(reply.ms);
        if (reply.type === 'done' && reply.outcome.found)
          exact += Number(reply.outcome.result.lines.join('\n') === item.lines.join('\n'));
        else log(`mrz: ${item.name} failed in Chromium: ${reply.type === 'failed' ? reply.message : reply.type}`);
      }
      const time = summarize(ms);
      results.add({
        section: 'mrz',
        name: `time per photo in Chromium, ${name} (${ms.length} photos)`,
        unit: 'ms',
        value: time,
        goal: { text: 'median ≤ 1000 ms, p95 ≤ 2500 ms', met: time.p50 <= 1000 && time.p95 <= 2500 },
        note: `every line exact in Chromium: ${exact} of ${items.length}`,
      });
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
