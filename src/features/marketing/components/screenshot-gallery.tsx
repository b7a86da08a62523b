import { lazy, Suspense, useRef, useState } from 'react';
import { SCREENSHOTS, thumbnailOf } from '../lib/screenshots';

// The dialog library loads on the first enlargement, not with the landing page (docs/architecture.md#performance).
const ScreenshotViewer = lazy(() => import('./screenshot-viewer').then((m) => ({ default: m.ScreenshotViewer })));

/**
 * Thumbnails of the seven screenshots; a click (or Enter/Space) enlarges one in a modal dialog where
 * ArrowLeft/ArrowRight step through them and Escape closes (Radix Dialog traps and returns focus).
 */
export function ScreenshotGallery() {
  const [index, setIndex] = useState<number | null>(null);
  // The viewer stays mounted after its first opening, so closing can still return focus.
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const lastShown = useRef(0);
  const show = (i: number) => {
    setViewerLoaded(true);
    setIndex(i);
  };
  const close = () => {
    // Remembered at close time: the viewer's focus return (no Dialog.Trigger) goes to this thumbnail.
    if (index !== null) lastShown.current = index;
    setIndex(null);
  };
  const step = (delta: number) =>
    setIndex((i) => (i === null ? i : (i + delta + SCREENSHOTS.length) % SCREENSHOTS.length));

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
              onClick={() => show(i)}
              className="group block w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-left shadow-sm transition hover:shadow-md"
              aria-label={`Enlarge screenshot: ${s.title}`}
            >
              <span className="block aspect-[16/10] overflow-hidden bg-slate-100">
                <img
                  src={thumbnailOf(s)}
                  alt=""
                  width={800}
                  height={500}
                  loading="lazy"
                  decoding="async"
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

      {viewerLoaded && (
        <Suspense fallback={null}>
          <ScreenshotViewer
            index={index}
            onClose={close}
            onStep={step}
            onClosed={() => thumbnails.current[lastShown.current]?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
