/**
 * Stand-ins for what jsdom lacks, for the camera scan's unit tests: a camera (`getUserMedia` with
 * tracks that record `stop()`), a playing video of a given size, a 2-D canvas that hands back
 * blank pixels of the size asked for, and the scan worker, whose replies the test writes. The real
 * camera path runs in Chromium with a fake video device (tests/e2e/27-camera-scan.spec.ts).
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { CameraReply, CameraRequest } from '../engine/camera-protocol.ts';
import { buildScanResult } from '../engine/mrz-result.ts';
import type { ScanOutcome } from '../engine/types.ts';

export const TD3 = ['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10'];

/** The band the worker sends with a valid reading (a PNG `data:` URL; its bytes do not matter here). */
export const BAND = 'data:image/png;base64,iVBORw0KGgo=';

/** Outcomes a frame can have: the valid specimen, the same with a failed check digit, garbled print, no MRZ. */
export const OUTCOMES = {
  valid: (): ScanOutcome<string> => ({ found: true, result: buildScanResult(TD3)!, band: BAND }),
  invalid: (): ScanOutcome<string> => ({
    found: true,
    result: buildScanResult([TD3[0], TD3[1].replace('C36', 'C37')])!,
    band: null,
  }),
  /** Print the engine took for MRZ lines but could not trust (most check digits fail). */
  garbled: (): ScanOutcome<string> => ({
    found: true,
    result: { ...buildScanResult(TD3)!, valid: false, reliable: false },
    band: null,
  }),
  none: (): ScanOutcome<string> => ({ found: false, message: 'No MRZ found.' }),
};

export class FakeScanWorker {
  static last: FakeScanWorker | null = null;
  posted: CameraRequest[] = [];
  terminated = false;
  private listeners: ((event: MessageEvent) => void)[] = [];
  constructor() {
    FakeScanWorker.last = this;
  }
  addEventListener(_type: 'message', listener: (event: MessageEvent) => void) {
    this.listeners.push(listener);
  }
  postMessage(message: CameraRequest) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** Frames sent so far. */
  frames() {
    return this.posted.filter((message) => message.type === 'frame');
  }
  /** Answers the latest frame, and lets the page act on the answer. */
  async answer(outcome: ScanOutcome<string>) {
    const frame = this.frames().at(-1);
    if (!frame) throw new Error('no frame was sent');
    await this.reply({ type: 'frame-done', id: frame.id, outcome, ms: 400 });
  }
  async reply(data: CameraReply) {
    await act(async () => {
      this.listeners.forEach((listener) => listener({ data } as MessageEvent));
      await Promise.resolve();
    });
  }
}

/**
 * Installs the fakes: a camera of `width`×`height` (`refuse` makes `getUserMedia` reject with a
 * DOMException of that name; `noCamera` leaves `navigator.mediaDevices` out, as on an insecure
 * origin). Returns the tracks, the `getUserMedia` mock and `uninstall()`.
 */
export function installFakeCamera({
  width = 1920,
  height = 1080,
  refuse,
  noCamera = false,
}: { width?: number; height?: number; refuse?: string; noCamera?: boolean } = {}) {
  const tracks = [
    { kind: 'video', stop: vi.fn() },
    { kind: 'video', stop: vi.fn() },
  ];
  const getUserMedia = vi.fn((_constraints: MediaStreamConstraints) =>
    refuse
      ? Promise.reject(new DOMException('refused by the test', refuse))
      : Promise.resolve({ getTracks: () => tracks } as unknown as MediaStream),
  );
  FakeScanWorker.last = null;
  vi.stubGlobal('Worker', FakeScanWorker);
  Object.defineProperty(navigator, 'mediaDevices', {
    value: noCamera ? undefined : { getUserMedia },
    configurable: true,
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(height);
  HTMLVideoElement.prototype.requestVideoFrameCallback = (callback) =>
    window.setTimeout(() => callback(performance.now(), {} as VideoFrameCallbackMetadata), 0);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: () => {},
    getImageData: (_x: number, _y: number, w: number, h: number) => ({
      width: w,
      height: h,
      data: new Uint8ClampedArray(w * h * 4),
    }),
  } as unknown as CanvasRenderingContext2D);
  const uninstall = () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'mediaDevices');
    Reflect.deleteProperty(HTMLVideoElement.prototype, 'requestVideoFrameCallback');
  };
  return { tracks, getUserMedia, uninstall };
}
