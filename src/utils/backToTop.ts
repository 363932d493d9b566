/** Scroll distance, in pixels, after which the back-to-top button shows (spec §9). */
export const BACK_TO_TOP_THRESHOLD = 300;

/** Widths up to this (Docusaurus' mobile breakpoint) count as a phone or small tablet. */
export const NARROW_MAX_WIDTH = 996;

export function shouldShowBackToTop(scrollY: number, threshold = BACK_TO_TOP_THRESHOLD): boolean {
  return scrollY >= threshold;
}

export interface ScrollState {
  scrollY: number;
  /** scrollY at the previous check. */
  previousY: number;
  /** Whether the button showed after the previous check. */
  shown: boolean;
  /** The viewport is a phone's (NARROW_MAX_WIDTH or less). */
  narrow: boolean;
  /** The page is scrolled to its end. */
  atEnd: boolean;
}

/**
 * Whether the button shows. On a wide screen it sits beside the text, always there from 300 px
 * down. On a phone it would sit on the text the reader is reading (the right end of table rows
 * and lines), so there it appears from 300 px down when the reader scrolls back up, the way to
 * the top, or reaches the page end, and gives way while they read on down the page.
 */
export function backToTopShown({scrollY, previousY, shown, narrow, atEnd}: ScrollState): boolean {
  if (!shouldShowBackToTop(scrollY)) return false;
  if (!narrow) return true;
  if (atEnd) return true;
  if (scrollY < previousY) return true;
  if (scrollY > previousY) return false;
  return shown;
}

/**
 * After "back to top", keyboard focus goes to the page's heading (its h1, made focusable by
 * script only), so the next Tab continues from the top instead of from the button at the bottom.
 */
export function focusPageHeading(doc: Document): HTMLElement | null {
  const heading = doc.querySelector<HTMLElement>('main h1, article h1, h1');
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({preventScroll: true});
  return heading;
}
