/**
 * Live camera scan timing in Chromium (docs/passport-scan.md#camera): builds bench/mrz-camera (the
 * app's frame loop and scan worker, as Vite builds them for the app) in a child process, serves it
 * on loopback, and for each committed specimen photo launches Chromium with a fake camera playing a
 * video of it (scripts/fake-camera.ts). Each scan runs from the camera's start to the reading the
 * loop accepts (two valid frames in a row with the same lines); the first scan, which loads the
 * OCR model, is reported on its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { writeFakeCameraVideo } from '../scripts/fake-camera.ts';
import { CHROMIUM } from '../stack/system-packages.ts';
import type { CameraRun } from './mrz-camera/main.ts';
import type { Bench } from './context.ts';
import { serveMrzPage } from './mrz-page.ts';
import { summarize } from './stats.ts';

/** Committed specimens (tests/fixtures/mrz): a passport (TD3) and an ID card (TD1). */
const SPECIMENS = ['clean-icao-td3', 'clean-icao-td1'];

export async function benchMrzCamera(bench: Bench): Promise<void> {
  const { config, rootDir, tmpDir, log, results } = bench;
  const scans = config.smoke ? 2 : 7;
  const server = await serveMrzPage(bench, 'mrz-camera');
  try {
    // The smoke run (npm test) only checks that the section works: one specimen, two scans.
    for (const specimen of config.smoke ? SPECIMENS.slice(0, 1) : SPECIMENS) {
      const video = join(tmpDir, `${specimen}.y4m`);
      const { width, height } = await writeFakeCameraVideo(
        join(rootDir, 'tests/fixtures/mrz', `${specimen}.jpg`),
        video,
      );
      const profile = mkdtempSync(join(tmpDir, 'mrz-camera-chromium-'));
      const browser = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM.provides,
        args: [
          '--disable-gpu',
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${video}`,
        ],
      });
      try {
        const page = browser.pages()[0] ?? (await browser.newPage());
        await page.goto(`http://127.0.0.1:${config.ports.preview}/`);
        await page.waitForFunction(() => 'scanOnce' in window);
        const runs: CameraRun[] = [];
        for (let scan = 0; scan < scans; scan++)
          runs.push(
            await page.evaluate(() => (window as unknown as { scanOnce: () => Promise<CameraRun> }).scanOnce()),
          );
        for (const run of runs.filter((r) => r.error)) log(`mrz: camera scan of ${specimen} stopped: ${run.error}`);
        const [first, ...rest] = runs;
        const at = `${specimen}, ${width}×${height} fake camera`;
        results.add({
          section: 'mrz',
          name: `camera scan, first (model load included), ${at}`,
          unit: 'ms',
          value: first.ms,
        });
        const ms = rest.filter((run) => !run.error).map((run) => run.ms);
        const frames = rest.flatMap((run) => run.frames);
        results.add({
          section: 'mrz',
          name: `camera scan, camera started → reading accepted, ${at} (${ms.length} of ${rest.length} scans)`,
          unit: 'ms',
          value: summarize(ms),
          goal: { text: 'median ≤ 2000 ms', met: summarize(ms).p50 <= 2000 },
          note: `${frames.length} frames read (${(frames.length / Math.max(1, rest.length)).toFixed(1)} per scan), median ${summarize(frames.map((f) => f.ms)).p50} ms per frame in the worker`,
        });
      } finally {
        await browser.close();
        rmSync(profile, { recursive: true, force: true });
      }
    }
  } finally {
    await server.close();
  }
}
