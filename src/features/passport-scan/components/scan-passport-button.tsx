/**
 * The "Scan passport" control (docs/product.md#passport-scan): on a phone the button opens the rear
 * camera; on a desktop it picks a file, and a photo can also be dropped on it or pasted while it has
 * focus. Reading runs in a Web Worker with visible progress; the result goes to `onResult`, to be
 * mapped onto the form with `toGuestValues` and `reviewFields`.
 */
import { useEffect, useRef, type ClipboardEvent, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { usePassportScan, type ScanState } from '../hooks/use-passport-scan.ts';
import { UNREADABLE_MESSAGE, type MrzScanResult } from '../engine/types.ts';

export interface ScanPassportButtonProps {
  /**
   * Called once per photo whose MRZ was read reliably enough to fill the form (valid or not: check
   * `result.valid` and `result.review`), with the band as photographed (a PNG `data:` URL) to show
   * beside marked fields.
   */
  onResult: (result: MrzScanResult, band: string | null) => void;
  /** Called when nothing can be filled: no MRZ found, or not read reliably (the control shows why). */
  onNoMrz?: (message: string) => void;
  disabled?: boolean;
  className?: string;
}

const STAGE_TEXT = {
  loading: 'Loading the reader…',
  locating: 'Finding the MRZ…',
  reading: 'Reading the MRZ…',
} as const;

/** A reading too wrong to fill anything: say so, with the band as the camera saw it. */
function Unreadable({ band }: { band: string | null }) {
  return (
    <div role="alert" className="flex flex-col gap-2 text-sm text-amber-800">
      <p>{UNREADABLE_MESSAGE}</p>
      {band && (
        <img src={band} alt="The MRZ as the camera saw it" className="max-w-full rounded border border-amber-300" />
      )}
    </div>
  );
}

function StatusLine({ state }: { state: ScanState }) {
  if (state.status === 'working')
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <progress className="h-2 w-24" max={1} value={state.fraction} aria-label={STAGE_TEXT[state.stage]} />
        {STAGE_TEXT[state.stage]}
      </p>
    );
  if (state.status === 'done') {
    const { outcome } = state;
    if (!outcome.found)
      return (
        <p role="alert" className="text-sm text-amber-800">
          {outcome.message}
        </p>
      );
    if (!outcome.result.reliable) return <Unreadable band={outcome.band} />;
    return (
      <p role="status" className="text-sm text-slate-600">
        MRZ read in {(state.ms / 1000).toFixed(1)} s.
      </p>
    );
  }
  if (state.status === 'failed')
    return (
      <p role="alert" className="text-sm text-red-700">
        The photo could not be read ({state.message}). Try again or type the details.
      </p>
    );
  return null;
}

export function ScanPassportButton({ onResult, onNoMrz, disabled, className = '' }: ScanPassportButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const { state, scan } = usePassportScan();
  const busy = state.status === 'working';
  const delivered = useRef<ScanState | null>(null);

  useEffect(() => {
    if (state.status !== 'done' || delivered.current === state) return;
    delivered.current = state;
    if (!state.outcome.found) onNoMrz?.(state.outcome.message);
    else if (!state.outcome.result.reliable) onNoMrz?.(UNREADABLE_MESSAGE);
    else onResult(state.outcome.result, state.outcome.band);
  }, [state, onResult, onNoMrz]);

  const take = (file: File | null | undefined) => {
    if (file && file.type.startsWith('image/') && !busy && !disabled) scan(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    take(event.dataTransfer.files[0]);
  };
  const onPaste = (event: ClipboardEvent) =>
    take([...event.clipboardData.files].find((file) => file.type.startsWith('image/')));

  return (
    <div
      className={`flex flex-col gap-2 ${className}`}
      onDrop={onDrop}
      onDragOver={(event) => event.preventDefault()}
      onPaste={onPaste}
    >
      <Button variant="secondary" disabled={disabled || busy} onClick={() => input.current?.click()}>
        Scan passport
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        tabIndex={-1}
        data-testid="passport-scan-input"
        onChange={(event) => {
          take(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <StatusLine state={state} />
    </div>
  );
}
