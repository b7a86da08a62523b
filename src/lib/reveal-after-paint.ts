/**
 * Content shown one piece a frame, after the browser has painted what came before it
 * (docs/architecture.md#performance): a form's long option lists (some 260 countries each) are most
 * of its elements, and creating and styling them with the form made one long task of its mount.
 */
import { useEffect, useState } from 'react';

const waiting: Array<() => void> = [];
let draining = false;

/** Next frame, then a task after it: the paint of the previous piece has happened by then. */
function afterNextPaint(run: () => void) {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run));
  else setTimeout(run);
}

function revealNext() {
  const reveal = waiting.shift();
  if (!reveal) {
    draining = false;
    return;
  }
  reveal();
  afterNextPaint(revealNext);
}

/** Pieces still waiting for their turn, or 1 while the last one's frame is not over (tests wait for 0). */
export const pendingReveals = (): number => waiting.length || Number(draining);

/**
 * @param defer true to hold the content back until its turn (one piece a frame, in mount order)
 * @returns true once the content may render: at once when `defer` is false, else after its turn;
 *   it stays true once given
 */
export function useRevealAfterPaint(defer: boolean): boolean {
  const [revealed, setRevealed] = useState(!defer);
  useEffect(() => {
    if (revealed || !defer) return;
    let live = true;
    const reveal = () => live && setRevealed(true);
    waiting.push(reveal);
    if (!draining) {
      draining = true;
      afterNextPaint(revealNext);
    }
    return () => {
      live = false;
      const at = waiting.indexOf(reveal);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, [defer, revealed]);
  return revealed || !defer;
}
