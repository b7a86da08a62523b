/**
 * The bench's Chromium page for the live camera scan (bench/mrz-camera.ts): the app's frame loop
 * (`startCameraScan`) and scan worker, as Vite builds them for the app, on the page's fake camera.
 * `window.scanOnce()` runs one scan to its end and resolves with the loop's own timing (camera
 * started → reading accepted, ms), the lines read, and each frame's time in the worker.
 */
import { startCameraScan } from '../../src/features/passport-scan/lib/camera-scan-loop.ts';
import { frameChannel } from '../../src/features/passport-scan/lib/frame-channel.ts';

export interface CameraRun {
  ms: number;
  lines: string[];
  /** Per frame read: time in the worker (ms) and what it saw. */
  frames: { ms: number; seen: 'no-mrz' | 'invalid' | 'valid' }[];
  error?: string;
}

const worker = new Worker(new URL('../../src/features/passport-scan/engine/scan.worker.ts', import.meta.url), {
  type: 'module',
  name: 'passport-scan-camera',
});
const channel = frameChannel(worker);
let frames: CameraRun['frames'] = [];
const timed = {
  warm: () => channel.warm(),
  read: async (frame: Parameters<typeof channel.read>[0]) => {
    const reply = await channel.read(frame);
    if (reply.type === 'frame-done') {
      const { outcome } = reply;
      frames.push({ ms: reply.ms, seen: !outcome.found ? 'no-mrz' : outcome.result.valid ? 'valid' : 'invalid' });
    }
    return reply;
  },
};

function scanOnce(): Promise<CameraRun> {
  frames = [];
  return new Promise((resolve) => {
    startCameraScan({
      video: document.querySelector('video')!,
      channel: timed,
      onState: (state) => {
        if (state.status === 'stopped') resolve({ ms: Number.NaN, lines: [], frames, error: state.message });
      },
      onResult: (result, _band, timing) => resolve({ ms: timing.ms, lines: result.lines, frames }),
    });
  });
}

(window as unknown as { scanOnce: typeof scanOnce }).scanOnce = scanOnce;
