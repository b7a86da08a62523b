/**
 * The bench's Chromium page for passport-scan timing (bench/mrz-browser.ts): the app's own scan
 * worker, built by Vite as the app builds it, and `window.readPhoto(base64, type)` that sends one
 * photo and resolves with the worker's reply (its `ms` runs from the photo's arrival to the result,
 * decoding included).
 */
import type { ScanReply, ScanRequest } from '../../src/features/passport-scan/engine/scan-protocol.ts';

const worker = new Worker(new URL('../../src/features/passport-scan/engine/scan.worker.ts', import.meta.url), {
  type: 'module',
  name: 'passport-scan',
});

function readPhoto(base64: string, type: string): Promise<ScanReply> {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<ScanReply>) => {
      if (event.data.type !== 'progress') resolve(event.data);
    };
    worker.postMessage({ type: 'scan', image: new Blob([bytes], { type }) } satisfies ScanRequest);
  });
}

(window as unknown as { readPhoto: typeof readPhoto }).readPhoto = readPhoto;
