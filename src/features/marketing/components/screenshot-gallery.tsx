import { useRef, useState, type KeyboardEvent } from 'react';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { SCREENSHOTS } from '../screenshots';

const navButton =
  'rounded-full bg-white/90 px-3 py-2 text-sm font-semibold text-slate-900 shadow hover:bg-white disabled:opacity-40';

/**
 * Thumbnails of the seven screenshots; a click (or Enter/Space) enlarges one in a modal dialog where
 * ArrowLeft/ArrowRight step through them and Escape closes (Radix Dialog traps and returns focus).
 */
export function ScreenshotGallery() {
  const [index, setIndex] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const lastShown = useRef(0);
  const open = index !== null;
  const shot = open ? SCREENSHOTS[index] : null;
  const close = () => {
    // Remembered at close time, for onCloseAutoFocus below.
    if (index !== null) lastShown.current = index;
    setIndex(null);
  };
  const step = (delta: number) =>
    setIndex((i) => (i === null ? i : (i + delta + SCREENSHOTS.length) % SCREENSHOTS.length));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      {/* Flex-wrap rather than grid so the seventh card sits centred under the others. */}
      <ul className="flex flex-wrap justify-center gap-5">
        {SCREENSHOTS.map((s, i) => (
          <li key={s.file} className="w-full sm:w-[calc(50%-0.625rem)] lg:w-[calc(33.333%-0.834rem)]">
            <button
              ref={(el) => {
                thumbnails.current[i] = el;
              }}
              type="button"
              onClick={() => setIndex(i)}
              className="group block w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition hover:shadow-md"
              aria-label={`Enlarge screenshot: ${s.title}`}
            >
              <span className="block aspect-[16/10] overflow-hidden bg-slate-100">
                <img
                  src={s.file}
                  alt=""
                  loading="lazy"
                  className="h-full w-full object-cover object-top transition group-hover:scale-[1.02]"
                />
              </span>
              <span className="block px-4 py-3">
                <span className="block font-semibold text-slate-900">{s.title}</span>
                <span className="mt-0.5 block text-sm text-slate-600">{s.description}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>

      <Dialog open={open} onOpenChange={(o) => !o && close()}>
        <DialogContent
          overlayClassName="bg-slate-950/90 backdrop-blur-sm"
          onKeyDown={onKeyDown}
          // No Dialog.Trigger here, so return focus ourselves: to the thumbnail of the last image shown.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            thumbnails.current[lastShown.current]?.focus();
          }}
          // A click on the dark backdrop around the image closes, as on the overlay itself.
          onClick={(event) => event.target === event.currentTarget && close()}
          className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 p-4 focus:outline-none"
        >
          {shot && (
            <>
              <img
                src={shot.file}
                alt={`${shot.title}: ${shot.description}`}
                className="max-h-[78vh] max-w-full rounded-lg bg-white shadow-2xl ring-1 ring-white/30"
              />
              <div className="text-center text-white">
                <DialogTitle className="text-lg font-semibold">{shot.title}</DialogTitle>
                <DialogDescription className="text-sm text-slate-200">
                  {shot.description} ({index! + 1} of {SCREENSHOTS.length})
                </DialogDescription>
              </div>
              <div className="flex gap-3">
                <button type="button" className={navButton} onClick={() => step(-1)}>
                  ← Previous
                </button>
                <DialogClose className={navButton}>Close</DialogClose>
                <button type="button" className={navButton} onClick={() => step(1)}>
                  Next →
                </button>
              </div>
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
