/**
 * Sends camera frames to the scan worker one at a time (docs/passport-scan.md#camera). Each frame
 * carries an id and its reply is matched by it, so a reply that arrives after its scan was
 * cancelled reaches nobody; a scan started meanwhile waits for that frame before sending its own,
 * so the worker never holds more than one frame.
 */
import type { CameraReply, CameraRequest } from '../engine/camera-protocol.ts';
import type { RgbaImage } from '../engine/read-mrz.ts';

export interface FrameChannel {
  /** Asks the worker to load the OCR engine now (no reply). */
  warm(): void;
  /** Sends `frame` (its buffer is transferred, the caller must not use it again) and resolves with the reply. */
  read(frame: RgbaImage): Promise<CameraReply>;
}

export function frameChannel(worker: Worker): FrameChannel {
  let nextId = 0;
  let inFlight: Promise<unknown> = Promise.resolve();
  const waiting = new Map<number, (reply: CameraReply) => void>();
  worker.addEventListener('message', (event: MessageEvent<{ type: string }>) => {
    const reply = event.data as CameraReply;
    if (reply.type !== 'frame-done' && reply.type !== 'frame-failed') return;
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });
  const post = (request: CameraRequest, transfer: Transferable[] = []) => worker.postMessage(request, transfer);
  return {
    warm: () => post({ type: 'warm' }),
    read(frame) {
      const id = ++nextId;
      const reply = inFlight.then(
        () =>
          new Promise<CameraReply>((resolve) => {
            waiting.set(id, resolve);
            post({ type: 'frame', id, frame }, [frame.data.buffer]);
          }),
      );
      inFlight = reply;
      return reply;
    },
  };
}
