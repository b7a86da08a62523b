/**
 * The worker's side of the live camera scan (docs/passport-scan.md#camera): reads one camera frame
 * with the same pipeline as a photo, but with fewer OCR passes, because the next frame is the
 * better second look — the page confirms a reading only when two frames in a row agree.
 */
import type { CameraReply, CameraRequest } from './camera-protocol.ts';
import type { MrzOcr } from './ocr.ts';
import { readMrz } from './read-mrz.ts';

/**
 * Most OCR passes per frame (a photo gets 7). Enough for the engine to reach the MRZ among its
 * first candidate bands (on an ID card the page's own print can come first) and to look at a band
 * the other way up; a clean frame stops after one or two. A frame that needs more is dropped for
 * the next one.
 */
export const FRAME_PASSES = 4;

/**
 * Handles one camera message. `loadEngine` gives the worker's shared OCR (loaded once);
 * `onEngineFailed` lets the worker drop a failed engine so the next request loads it again.
 * Replies with `frame-done` (outcome and ms, from the frame's arrival) or `frame-failed`.
 */
export function handleCameraRequest(
  request: CameraRequest,
  loadEngine: () => Promise<MrzOcr>,
  post: (reply: CameraReply) => void,
  onEngineFailed: () => void,
): void {
  if (request.type === 'warm') {
    // A failure here shows on the first frame, which loads the engine again.
    loadEngine().catch(onEngineFailed);
    return;
  }
  const started = performance.now();
  loadEngine()
    .then((ocr) => readMrz(request.frame, ocr, { maxPasses: FRAME_PASSES }))
    .then((outcome) =>
      post({ type: 'frame-done', id: request.id, outcome, ms: Math.round(performance.now() - started) }),
    )
    .catch((error: unknown) => {
      onEngineFailed();
      post({ type: 'frame-failed', id: request.id, message: error instanceof Error ? error.message : String(error) });
    });
}
