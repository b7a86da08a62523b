/**
 * Cameras for the live passport scan's flow (docs/passport-scan.md#camera): Chromium's fake video
 * device fed with a Y4M video made from a still image (scripts/fake-camera.ts), and a spy on the
 * page's camera streams so a test can see that every track was stopped.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import config from '../../../playwright.config';
import { writeFakeCameraVideo } from '../../../scripts/fake-camera';
import { keepLocal } from './fixtures';

/** The suite's Chromium flags (playwright.config.ts), without any camera. */
export const BROWSER_ARGS: readonly string[] = config.use?.launchOptions?.args ?? [];

/** Launch options for the suite's Chromium with these camera flags (`test.use({ launchOptions })`). */
export const cameraLaunchOptions = (args: string[]) => ({ ...config.use?.launchOptions, args });

/** Videos are written here (git-ignored), one folder per checkout so parallel runs never share a file. */
export const CAMERA_DIR = fileURLToPath(new URL('../../../.local/e2e-camera/', import.meta.url));

/** The path of the fake camera video `name`.y4m; write it with `writeCameraVideo` before the camera opens. */
export const cameraVideo = (name: string) => `${CAMERA_DIR}${name}.y4m`;

export async function writeCameraVideo(image: string | Buffer, name: string): Promise<string> {
  mkdirSync(CAMERA_DIR, { recursive: true });
  await writeFakeCameraVideo(image, cameraVideo(name));
  return cameraVideo(name);
}

/**
 * Chromium flags: the fake device plays `video` (or a generated test pattern when absent); with
 * `prompt: 'accept'` the permission prompt is accepted, otherwise Playwright's browser refuses it.
 */
export function cameraArgs(video: string | null, prompt: 'accept' | 'refuse' = 'accept'): string[] {
  return [
    ...BROWSER_ARGS,
    '--use-fake-device-for-media-stream',
    ...(video ? [`--use-file-for-fake-video-capture=${video}`] : []),
    ...(prompt === 'accept' ? ['--use-fake-ui-for-media-stream'] : []),
  ];
}

/** Records every stream `getUserMedia` hands the page in `window.cameraStreams` (an observer: the camera is real). */
export async function spyOnCameraStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const devices = navigator.mediaDevices as MediaDevices | undefined;
    if (!devices) return;
    const streams: MediaStream[] = [];
    Object.assign(window, { cameraStreams: streams });
    const open = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

/** How many camera streams the page opened, and how many of their tracks are still live. */
export function cameraTracks(page: Page): Promise<{ streams: number; live: number }> {
  return page.evaluate(() => {
    const streams = (window as unknown as { cameraStreams?: MediaStream[] }).cameraStreams ?? [];
    const live = streams.flatMap((stream) => stream.getTracks()).filter((track) => track.readyState === 'live');
    return { streams: streams.length, live: live.length };
  });
}

/** A page in a browser of its own launched with `args` (closed by `close`), guarded like the suite's pages. */
export async function launchPage(args: readonly string[]): Promise<{ page: Page; close: () => Promise<void> }> {
  const { launchOptions, baseURL, locale, timezoneId } = config.use ?? {};
  const browser = await chromium.launch({ ...launchOptions, args: [...args] });
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  await keepLocal(context);
  return { page: await context.newPage(), close: () => browser.close() };
}
