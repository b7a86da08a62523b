/**
 * Messages for the live camera scan (docs/passport-scan.md#camera), next to the photo scan's own
 * (`scan-protocol.ts`) on the same worker. A frame is raw RGBA pixels already scaled down by the
 * page; its buffer is transferred, never copied, and the worker keeps nothing once it has replied.
 */
import type { RgbaImage } from './read-mrz.ts';
import type { ScanOutcome } from './types.ts';

export type CameraRequest =
  /** Start loading the OCR engine now (while the browser asks for the camera), so the first frame need not wait. */
  | { type: 'warm' }
  /** Read one frame; `id` comes back with the reply so a reply to an abandoned scan can be ignored. */
  | { type: 'frame'; id: number; frame: RgbaImage };

/** `frame-done` carries a valid reading's band as a PNG `data:` URL, as the photo scan's `done` does. */
export type CameraReply =
  | { type: 'frame-done'; id: number; outcome: ScanOutcome<string>; ms: number }
  | { type: 'frame-failed'; id: number; message: string };
