/**
 * Web Worker that reads a passport photo off the main thread. The OCR engine and model are loaded
 * on the first request, from our own origin (`/tesseract/`, served by scripts/vite-plugin-tesseract.ts),
 * and kept for later scans. Photos are decoded with EXIF orientation and scaled to ≤ 2000 px.
 */
import { readMrz } from './read-mrz.ts';
import { createMrzOcr, type MrzOcr } from './ocr.ts';
import type { ScanReply, ScanRequest } from './scan-protocol.ts';
import type { CameraReply, CameraRequest } from './camera-protocol.ts';
import { handleCameraRequest } from './read-frame.ts';
import type { BandImage, ScanOutcome } from './types.ts';

const MAX_SIDE = 2000;
/** The parts of a dedicated worker's global scope used here (the project's `lib` is DOM, not WebWorker). */
interface WorkerScope {
  location: Location;
  postMessage(message: ScanReply | CameraReply): void;
  onmessage: ((event: MessageEvent<ScanRequest | CameraRequest>) => void) | null;
}
const scope = self as unknown as WorkerScope;
const post = (reply: ScanReply) => scope.postMessage(reply);
let engine: Promise<MrzOcr> | null = null;

function loadEngine(): Promise<MrzOcr> {
  const base = new URL(`${import.meta.env.BASE_URL}tesseract/`, scope.location.origin).href;
  engine ??= createMrzOcr({
    langPath: base,
    paths: { workerPath: `${base}worker.min.js`, corePath: base },
    onLoadProgress: (fraction) => post({ type: 'progress', stage: 'loading', fraction }),
  });
  return engine;
}

async function pixels(image: Blob): Promise<ImageData> {
  const bitmap = await createImageBitmap(image, {
    imageOrientation: 'from-image',
  });
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const [width, height] = [Math.round(bitmap.width * scale), Math.round(bitmap.height * scale)];
  const context = new OffscreenCanvas(width, height).getContext('2d');
  if (!context) throw new Error('This browser cannot decode images off the main thread.');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return context.getImageData(0, 0, width, height);
}

/**
 * The band's grey pixels as a PNG `data:` URL the page can show (a string, so nothing has to be
 * revoked; ~30–60 KB).
 */
async function bandPng(band: BandImage): Promise<string> {
  const rgba = new Uint8ClampedArray(band.width * band.height * 4);
  band.data.forEach((value, i) => rgba.set([value, value, value, 255], i * 4));
  const canvas = new OffscreenCanvas(band.width, band.height);
  canvas.getContext('2d')?.putImageData(new ImageData(rgba, band.width, band.height), 0, 0);
  const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/png;base64,${btoa(binary)}`;
}

async function withPng(outcome: ScanOutcome): Promise<ScanOutcome<string>> {
  if (!outcome.found) return outcome;
  return { ...outcome, band: outcome.band && (await bandPng(outcome.band)) };
}

scope.onmessage = (event: MessageEvent<ScanRequest | CameraRequest>) => {
  if (event.data.type !== 'scan')
    return handleCameraRequest(event.data, {
      loadEngine,
      post: (reply) => scope.postMessage(reply),
      onEngineFailed: () => (engine = null),
      withPng,
    });
  const started = performance.now();
  post({ type: 'progress', stage: 'loading', fraction: 0 });
  Promise.all([loadEngine(), pixels(event.data.image)])
    .then(([ocr, image]) =>
      readMrz(image, ocr, {
        onProgress: (stage, fraction) => post({ type: 'progress', stage, fraction }),
      }),
    )
    .then(withPng)
    .then((outcome) =>
      post({
        type: 'done',
        outcome,
        ms: Math.round(performance.now() - started),
      }),
    )
    .catch((error: unknown) => {
      engine = null;
      post({
        type: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    });
};
