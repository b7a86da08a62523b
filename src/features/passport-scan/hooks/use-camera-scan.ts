/**
 * React side of the live camera scan (docs/passport-scan.md#camera): one scan worker, created on
 * the first camera scan (so the OCR engine never loads with the page) and ended on unmount, which
 * also stops the camera.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MrzScanResult } from '../engine/types.ts';
import { startCameraScan, type CameraScanState } from '../lib/camera-scan-loop.ts';
import { frameChannel, type FrameChannel } from '../lib/frame-channel.ts';

/** `start(video)` opens the camera into `video` and scans; `cancel()` stops it; `state` follows it. */
export function useCameraScan(onResult: (result: MrzScanResult, band: string | null) => void): {
  state: CameraScanState;
  start: (video: HTMLVideoElement) => void;
  cancel: () => void;
} {
  const [state, setState] = useState<CameraScanState>({ status: 'idle' });
  const worker = useRef<{ worker: Worker; channel: FrameChannel } | null>(null);
  const scan = useRef<{ cancel: () => void } | null>(null);
  const deliver = useRef(onResult);
  useEffect(() => {
    deliver.current = onResult;
  }, [onResult]);
  useEffect(
    () => () => {
      scan.current?.cancel();
      worker.current?.worker.terminate();
    },
    [],
  );

  const start = useCallback((video: HTMLVideoElement) => {
    scan.current?.cancel();
    if (!worker.current) {
      const created = new Worker(new URL('../engine/scan.worker.ts', import.meta.url), {
        type: 'module',
        name: 'passport-scan-camera',
      });
      worker.current = { worker: created, channel: frameChannel(created) };
    }
    scan.current = startCameraScan({
      video,
      channel: worker.current.channel,
      onState: setState,
      onResult: (result, band) => deliver.current(result, band),
    });
  }, []);

  const cancel = useCallback(() => {
    scan.current?.cancel();
    scan.current = null;
  }, []);

  return { state, start, cancel };
}
