/** Interval of the heading highlight while scrolling (spec §2: throttled to 300 ms). */
export const TOC_HIGHLIGHT_INTERVAL_MS = 300;

export interface HeadingBox {
  top: number;
  bottom: number;
}

/**
 * Index of the heading the reader is in, by the theme's rule: the first heading below the
 * navbar is active when it sits in the top half of the viewport, otherwise the one before it;
 * at the bottom of the page, the last one. -1 before the first heading.
 */
export function activeHeadingIndex(headings: readonly HeadingBox[], anchorTopOffset: number, viewportHeight: number): number {
  const next = headings.findIndex((box) => box.top >= anchorTopOffset);
  if (next === -1) return headings.length - 1;
  const box = headings[next];
  if (box.top > 0 && box.bottom < viewportHeight / 2) return next;
  return next - 1;
}

/**
 * Calls `run` at most once per `intervalMs`: at once when idle, and once more at the end of a
 * burst so the final position always wins. Time and timers are injected for tests.
 */
export function throttle(
  run: () => void,
  intervalMs: number,
  now: () => number = Date.now,
  schedule: (callback: () => void, delay: number) => unknown = setTimeout,
): () => void {
  let last = -Infinity;
  let pending = false;
  const fire = () => {
    last = now();
    pending = false;
    run();
  };
  return () => {
    if (pending) return;
    const wait = last + intervalMs - now();
    if (wait <= 0) fire();
    else {
      pending = true;
      schedule(fire, wait);
    }
  };
}
