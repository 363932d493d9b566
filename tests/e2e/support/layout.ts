import type {Page} from 'playwright-core';

/**
 * Issue 38: the layout check the route suite runs on every page, on a 360×740 phone and a
 * 1280×900 desktop, as the page stands after hydration: no element wider than the screen (outside
 * a box that scrolls sideways on purpose), no text under 12 px, no two interactive elements on top
 * of each other, and on a phone no fixed or sticky element covering more than 15 % of the screen.
 */

/** The smallest text a reader gets (px). */
const MIN_TEXT_PX = 12;
/** The largest share of a phone screen a fixed or sticky element may cover. */
const MAX_FIXED_SHARE = 0.15;

interface LayoutProblems {
  wide: string[];
  small: string[];
  overlapping: string[];
  fixed: string[];
}

/** Runs in the page: every problem, each named by a short description of its element. */
function measure({minText, maxFixed, phone}: {minText: number; maxFixed: number; phone: boolean}): LayoutProblems {
  const viewport = {width: document.documentElement.clientWidth, height: window.innerHeight};
  const name = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${text ? ` “${text}”` : ''}`;
  };
  const shown = (element: Element) => {
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0 && element.getClientRects().length > 0;
  };
  // Decorative or hidden from everyone: not text a reader must read (e.g. the Ctrl K hint).
  const hiddenFromReaders = (element: Element) => element.closest('[aria-hidden="true"], [hidden], svg, noscript, .sr-only') !== null;
  const scrollsSideways = (element: Element) => {
    // The page itself does not count: content cut off at the body's edge is lost, not scrolled.
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const overflow = getComputedStyle(parent).overflowX;
      if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') return true;
    }
    return false;
  };
  const all = Array.from(document.body.querySelectorAll('*'));
  // Parts the browser skips while they are off screen (`content-visibility: auto`, the reference
  // pages' field tables) are measured as a reader who scrolls to them sees them: laid out. Skipped,
  // their contents report boxes laid out inside a box of only the reserved height.
  for (const element of all) {
    if (element instanceof HTMLElement && getComputedStyle(element).contentVisibility === 'auto')
      element.style.contentVisibility = 'visible';
  }
  // A fixed or sticky bar (navbar, the sidebar's collapse button) lies over the content that
  // scrolls under it: the 15 % rule checks those, the overlap rule the controls in the page.
  const onTopLayer = (element: Element) => {
    for (let current: Element | null = element; current && current !== document.body; current = current.parentElement) {
      const position = getComputedStyle(current).position;
      if (position === 'fixed' || position === 'sticky') return true;
    }
    return false;
  };

  const wide: string[] = [];
  if (document.documentElement.scrollWidth > viewport.width) wide.push(`page scrolls sideways: ${document.documentElement.scrollWidth}px`);
  for (const element of all) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || (rect.right <= viewport.width + 1 && rect.left >= -1)) continue;
    if (!shown(element) || scrollsSideways(element) || getComputedStyle(element).position === 'fixed') continue;
    wide.push(`${name(element)}: ${Math.round(rect.left)}–${Math.round(rect.right)}px`);
  }

  const small = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || (node.textContent ?? '').trim() === '' || hiddenFromReaders(parent) || !shown(parent)) continue;
    const size = parseFloat(getComputedStyle(parent).fontSize);
    if (size < minText) small.add(`${name(parent)}: ${size}px`);
  }

  const interactive = all.filter(
    (element) =>
      // Controls a reader aims at. A box made focusable only so it can be scrolled by keys (a
      // code block, a wide table's frame) is a container: the code block's copy button sits on it.
      element.matches(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:is([role="button"], [role="link"], [role="tab"], [role="switch"], [role="checkbox"], [role="option"], [role="menuitem"])',
      ) &&
      shown(element) &&
      !hiddenFromReaders(element) &&
      !onTopLayer(element),
  );
  const boxes = interactive.map((element) => ({
    element,
    rects: Array.from(element.getClientRects()).filter((rect) => rect.width > 1 && rect.height > 1),
  }));
  const overlapping: string[] = [];
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      const a = boxes[i];
      const b = boxes[j];
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      // A control and its own label, or a label's box around its control, are one target.
      const hit = a.rects.some((ra) =>
        b.rects.some((rb) => ra.left < rb.right - 1 && rb.left < ra.right - 1 && ra.top < rb.bottom - 1 && rb.top < ra.bottom - 1),
      );
      if (hit) overlapping.push(`${name(a.element)} × ${name(b.element)}`);
    }
  }

  const fixed: string[] = [];
  if (phone) {
    for (const element of all) {
      const position = getComputedStyle(element).position;
      if ((position !== 'fixed' && position !== 'sticky') || !shown(element)) continue;
      const rect = element.getBoundingClientRect();
      const width = Math.max(0, Math.min(rect.right, viewport.width) - Math.max(rect.left, 0));
      const height = Math.max(0, Math.min(rect.bottom, viewport.height) - Math.max(rect.top, 0));
      const share = (width * height) / (viewport.width * viewport.height);
      if (share > maxFixed) fixed.push(`${name(element)}: ${Math.round(share * 100)} %`);
    }
  }
  return {wide: wide.slice(0, 5), small: [...small].slice(0, 5), overlapping: overlapping.slice(0, 5), fixed};
}

/**
 * The layout problems of the page as it stands (loaded and hydrated), each prefixed with the route;
 * the fixed-element rule applies to phones.
 */
export async function layoutProblems(page: Page, route: string, phone: boolean): Promise<string[]> {
  const found = await page.evaluate(measure, {minText: MIN_TEXT_PX, maxFixed: MAX_FIXED_SHARE, phone});
  return Object.entries(found).flatMap(([kind, list]) => (list as string[]).map((problem) => `${route} ${kind}: ${problem}`));
}
