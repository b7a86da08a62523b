import type { KeyboardEvent } from 'react';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { SCREENSHOTS } from '../lib/screenshots';

const navButton =
  'rounded-full bg-white/90 px-3 py-2 text-sm font-semibold text-slate-900 shadow hover:bg-white disabled:opacity-40';

/** Props: `index` of the enlarged screenshot (null = closed); `onStep(±1)`; `onClosed` returns focus. */
export interface ScreenshotViewerProps {
  index: number | null;
  onClose: () => void;
  onStep: (delta: number) => void;
  onClosed: () => void;
}

/**
 * The enlarged screenshot in a modal dialog: ArrowLeft/ArrowRight step, Escape closes (Radix Dialog
 * traps and returns focus). Its own module so the dialog library loads on the first enlargement only.
 */
export function ScreenshotViewer({ index, onClose, onStep, onClosed }: ScreenshotViewerProps) {
  const open = index !== null;
  const shot = open ? SCREENSHOTS[index] : null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') onStep(1);
    else if (event.key === 'ArrowLeft') onStep(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        overlayClassName="bg-slate-950/90 backdrop-blur-sm"
        onKeyDown={onKeyDown}
        // No Dialog.Trigger here, so return focus ourselves: to the thumbnail of the last image shown.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
        // A click on the dark backdrop around the image closes, as on the overlay itself.
        onClick={(event) => event.target === event.currentTarget && onClose()}
        layout="fullscreen"
        className="flex-col gap-3"
      >
        {shot && (
          <>
            <img
              src={shot.file}
              alt={`${shot.title}: ${shot.description}`}
              className="max-h-[78vh] max-w-full rounded-lg bg-white shadow-2xl ring-1 ring-white/30"
            />
            <div className="text-center text-white">
              <DialogTitle className="text-white">{shot.title}</DialogTitle>
              <DialogDescription className="mt-0 text-slate-200">
                {shot.description} ({index! + 1} of {SCREENSHOTS.length})
              </DialogDescription>
            </div>
            <div className="flex gap-3">
              <button type="button" className={navButton} onClick={() => onStep(-1)}>
                ← Previous
              </button>
              <DialogClose className={navButton}>Close</DialogClose>
              <button type="button" className={navButton} onClick={() => onStep(1)}>
                Next →
              </button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
