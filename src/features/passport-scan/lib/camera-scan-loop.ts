/**
 * The live camera scan's frame loop (docs/passport-scan.md#camera), free of React so the page's
 * hook and the bench run the same code. It opens the camera, shows it in `video`, and reads frames
 * in the scan worker until two readings in a row pass every check digit with the same lines; then
 * it stops the camera and hands over the second reading. Frames exist only in memory: they are
 * never uploaded, stored or kept after their reading.
 *
 * Pacing: a frame is grabbed only when the worker has answered the previous one, from the video's
 * newest picture, so nothing queues and the latest frame always wins.
 */
import type { MrzScanResult } from '../engine/types.ts';
import { cameraMessage, cameraProblemOf, type CameraProblem } from './camera-messages.ts';
import type { FrameChannel } from './frame-channel.ts';

/** Frames are scaled down to at most this many pixels on their long side (1920×1080 → 1280×720). */
export const FRAME_MAX_SIDE = 1280;

/**
 * User-timing measure of each accepted camera scan (camera started → reading accepted), for
 * DevTools and tests; `detail.workerMs` holds each frame's time in the worker.
 */
export const CAMERA_MEASURE = 'passport-scan:camera';

/** The scan gives up this long after the camera started (ms). */
export const CAMERA_TIMEOUT_MS = 30_000;

/**
 * The rear camera where there is one (`ideal`, so a desk's only webcam is taken too), at up to
 * Full HD: MRZ characters need ~20 px of height to read, which a page filling a 1280 px frame has.
 */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
};

/**
 * What the last frame showed: no MRZ (or print too garbled to be one: an unreliable reading), an
 * MRZ that failed a check digit, or a valid one.
 */
export type FrameSeen = 'nothing-yet' | 'no-mrz' | 'invalid' | 'valid';

export type CameraScanState =
  | { status: 'idle' }
  | { status: 'starting' }
  | { status: 'scanning'; frames: number; seen: FrameSeen }
  | { status: 'done'; ms: number; frames: number }
  | { status: 'stopped'; problem: CameraProblem; message: string };

export interface CameraScanOptions {
  video: HTMLVideoElement;
  channel: FrameChannel;
  onState: (state: CameraScanState) => void;
  /**
   * The accepted reading, with its band as seen (a PNG `data:` URL, as the photo scan gives);
   * `ms` from the camera's first picture to acceptance, `frames` read.
   */
  onResult: (result: MrzScanResult, band: string | null, timing: { ms: number; frames: number }) => void;
  timeoutMs?: number;
  maxSide?: number;
  /** Defaults to `navigator.mediaDevices` (absent on insecure origins and old browsers). */
  mediaDevices?: MediaDevices;
}

/** Resolves at the video's next picture, or after 250 ms where the browser cannot tell. */
function nextPicture(video: HTMLVideoElement): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 250);
    video.requestVideoFrameCallback?.(() => {
      clearTimeout(fallback);
      resolve();
    });
  });
}

/** The video's current picture, scaled to at most `maxSide`, as RGBA pixels (null before the first picture). */
function grab(video: HTMLVideoElement, canvas: HTMLCanvasElement, maxSide: number) {
  const { videoWidth, videoHeight } = video;
  if (!videoWidth || !videoHeight) return null;
  const scale = Math.min(1, maxSide / Math.max(videoWidth, videoHeight));
  [canvas.width, canvas.height] = [Math.round(videoWidth * scale), Math.round(videoHeight * scale)];
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const { width, height, data } = context.getImageData(0, 0, canvas.width, canvas.height);
  return { width, height, data };
}

/** Starts a scan; `cancel()` stops the camera (every track) and the loop, and reports `idle`. */
export function startCameraScan(options: CameraScanOptions): { cancel: () => void } {
  const { video, channel, onState, onResult, timeoutMs = CAMERA_TIMEOUT_MS, maxSide = FRAME_MAX_SIDE } = options;
  const mediaDevices: MediaDevices | undefined = options.mediaDevices ?? navigator.mediaDevices;
  const scan = { active: true, stream: null as MediaStream | null, timer: undefined as number | undefined };

  const stop = (problem?: CameraProblem, detail?: string) => {
    if (!scan.active) return;
    scan.active = false;
    clearTimeout(scan.timer);
    for (const track of scan.stream?.getTracks() ?? []) track.stop();
    video.srcObject = null;
    if (problem) onState({ status: 'stopped', problem, message: cameraMessage(problem, timeoutMs, detail) });
  };

  async function run() {
    if (!mediaDevices?.getUserMedia) return stop('unsupported');
    onState({ status: 'starting' });
    channel.warm();
    try {
      scan.stream = await mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      // Cancelled while the browser was asking: release the camera it has just opened.
      if (!scan.active) return scan.stream.getTracks().forEach((track) => track.stop());
      // Muted and inline: browsers then play it without a gesture, and iOS not full screen.
      [video.muted, video.playsInline, video.srcObject] = [true, true, scan.stream];
      await video.play();
    } catch (error) {
      return stop(cameraProblemOf(error), error instanceof Error ? error.message : String(error));
    }
    const started = performance.now();
    scan.timer = window.setTimeout(() => stop('timeout'), timeoutMs);
    onState({ status: 'scanning', frames: 0, seen: 'nothing-yet' });
    const canvas = document.createElement('canvas');
    let previous: string | null = null;
    const workerMs: number[] = [];
    while (scan.active) {
      await nextPicture(video);
      const frame = scan.active ? grab(video, canvas, maxSide) : null;
      if (!frame) continue;
      const reply = await channel.read(frame);
      if (!scan.active) return;
      if (reply.type === 'frame-failed') return stop('failed', reply.message);
      workerMs.push(reply.ms);
      const { outcome } = reply;
      const lines = outcome.found && outcome.result.valid ? outcome.result.lines.join('\n') : null;
      if (outcome.found && lines !== null && lines === previous) {
        const ms = Math.round(performance.now() - started);
        performance.measure(CAMERA_MEASURE, { start: started, duration: ms, detail: { workerMs } });
        stop();
        onResult(outcome.result, outcome.band, { ms, frames: workerMs.length });
        return onState({ status: 'done', ms, frames: workerMs.length });
      }
      previous = lines;
      onState({
        status: 'scanning',
        frames: workerMs.length,
        seen: lines ? 'valid' : outcome.found && outcome.result.reliable ? 'invalid' : 'no-mrz',
      });
    }
  }

  void run();
  return {
    cancel() {
      if (!scan.active) return;
      stop();
      onState({ status: 'idle' });
    },
  };
}
