/**
 * False during a component's first render and until the browser has painted it and finished the
 * start-up work queued behind that paint, then true: for parts of the page nobody needs in its first
 * paint (the toast host), so their code is fetched after the page's content is on screen rather than
 * alongside it (docs/architecture.md#performance).
 * @returns whether the page has painted and the main thread has been idle (or 1 s has passed) since mount
 */
import { useEffect, useState } from 'react';

/** Longest wait for an idle moment after the first paint (ms). */
const IDLE_TIMEOUT_MS = 1_000;

export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const done = () => setPainted(true);
    // A task queued from inside the next frame's callback runs after that frame has been painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
        else done();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
  return painted;
}
