/**
 * The "Scan with camera" control (docs/product.md#passport-scan, docs/passport-scan.md#camera): a
 * live preview from the rear camera (or a desk's webcam) with a guide frame for the MRZ and a
 * Cancel button. Frames are read in a Web Worker until two in a row agree on a valid MRZ; then the
 * camera stops and the reading goes to `onResult`, exactly as a photo scan's does. No frame is
 * uploaded or stored.
 */
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useCameraScan } from '../hooks/use-camera-scan.ts';
import type { CameraScanState, FrameSeen } from '../lib/camera-scan-loop.ts';
import type { MrzScanResult } from '../engine/types.ts';

export interface CameraScanProps {
  /**
   * Called once per camera scan, with a reading that passed every check digit on two frames in a
   * row and the band it was read from (a PNG `data:` URL), as the photo scan's `onResult`.
   */
  onResult: (result: MrzScanResult, band: string | null) => void;
  disabled?: boolean;
  className?: string;
}

const SEEN_TEXT: Record<FrameSeen, string> = {
  'nothing-yet': 'Looking for the MRZ…',
  'no-mrz': 'No MRZ read yet: hold the lines of <<< inside the frame.',
  invalid: 'MRZ in view, not read cleanly yet: hold the page flat and still, away from glare.',
  valid: 'Read once, reading it again to confirm: hold still…',
};

function CameraStatus({ state }: { state: CameraScanState }) {
  if (state.status === 'starting')
    return (
      <p role="status" className="text-sm text-slate-600">
        Opening the camera…
      </p>
    );
  if (state.status === 'scanning')
    return (
      <p role="status" className="text-sm text-slate-600">
        {SEEN_TEXT[state.seen]}
      </p>
    );
  if (state.status === 'done')
    return (
      <p role="status" className="text-sm text-slate-600">
        MRZ read from the camera in {(state.ms / 1000).toFixed(1)} s.
      </p>
    );
  if (state.status === 'stopped')
    return (
      <p role="alert" className="text-sm text-red-700">
        {state.message}
      </p>
    );
  return null;
}

export function CameraScan({ onResult, disabled, className = '' }: CameraScanProps) {
  const video = useRef<HTMLVideoElement>(null);
  const { state, start, cancel } = useCameraScan(onResult);
  const live = state.status === 'starting' || state.status === 'scanning';
  // The start button is disabled while the camera runs: keyboard focus moves on to Cancel.
  const cancelButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (live) cancelButton.current?.focus();
  }, [live]);

  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <Button variant="secondary" disabled={disabled || live} onClick={() => video.current && start(video.current)}>
        Scan with camera
      </Button>
      <section hidden={!live} aria-label="Camera scan" className="flex max-w-lg flex-col gap-2">
        <div className="relative overflow-hidden rounded-md bg-slate-900">
          <video ref={video} muted playsInline aria-label="Camera preview" className="block h-auto w-full" />
          {/* The guide: an MRZ band's shape (TD1 is 5:1, a passport's wider), the rest of the picture dimmed. */}
          <div
            aria-hidden="true"
            data-testid="camera-guide"
            className="pointer-events-none absolute top-1/2 right-[5%] left-[5%] aspect-[5/1] -translate-y-1/2 rounded-md border-2 border-white shadow-[0_0_0_100vmax_rgba(15,23,42,0.45)]"
          />
        </div>
        <p className="text-xs text-slate-600">
          Hold the photo page flat, with the two or three lines of &lt;&lt;&lt; at its foot inside the frame.
        </p>
        <Button ref={cancelButton} variant="secondary" onClick={cancel}>
          Cancel
        </Button>
      </section>
      <CameraStatus state={state} />
    </div>
  );
}
