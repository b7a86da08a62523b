/**
 * The worker's side of the live camera scan (docs/passport-scan.md#camera): reads one camera frame
 * with the same pipeline as a photo, but with fewer OCR passes, because the next frame is the
 * better second look — the page confirms a reading only when two frames in a row agree.
 */
import type { CameraReply, CameraRequest } from './camera-protocol.ts';
import type { MrzOcr } from './ocr.ts';
import { readMrz } from './read-mrz.ts';
import type { ScanOutcome } from './types.ts';

/**
 * Most OCR passes per frame (a photo gets 7). Enough for the engine to reach the MRZ among its
 * first candidate bands (on an ID card the page's own print can come first) and to look at a band
 * the other way up; a clean frame stops after one or two. A frame that needs more is dropped for
 * the next one.
 */
export const FRAME_PASSES = 4;

/** What the worker lends the camera path: its engine, its reply channel and its band-to-PNG step. */
export interface FrameWorker {
  /** The worker's shared OCR (loaded once). */
  loadEngine: () => Promise<MrzOcr>;
  post: (reply: CameraReply) => void;
  /** Drops a failed engine so the next request loads it again. */
  onEngineFailed: () => void;
  /** The outcome with its band as a PNG `data:` URL, as the photo scan replies. */
  withPng: (outcome: ScanOutcome) => Promise<ScanOutcome<string>>;
}

/**
 * Handles one camera message. Replies with `frame-done` (outcome and ms, from the frame's arrival)
 * or `frame-failed`. Only a valid reading, the only kind the page can accept, gets its band as a
 * PNG (the page shows it beside marked fields); other frames' bands are dropped.
 */
export function handleCameraRequest(request: CameraRequest, worker: FrameWorker): void {
  const { loadEngine, post, onEngineFailed, withPng } = worker;
  if (request.type === 'warm') {
    // A failure here shows on the first frame, which loads the engine again.
    loadEngine().catch(onEngineFailed);
    return;
  }
  const started = performance.now();
  loadEngine()
    .then((ocr) => readMrz(request.frame, ocr, { maxPasses: FRAME_PASSES }))
    .then((outcome) => (outcome.found && !outcome.result.valid ? { ...outcome, band: null } : outcome))
    .then(withPng)
    .then((outcome) =>
      post({ type: 'frame-done', id: request.id, outcome, ms: Math.round(performance.now() - started) }),
    )
    .catch((error: unknown) => {
      onEngineFailed();
      post({ type: 'frame-failed', id: request.id, message: error instanceof Error ? error.message : String(error) });
    });
}
