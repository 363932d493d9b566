/**
 * The term links' tooltips (issue 40): one set of listeners on the document serves every glossary
 * term of the page, so a term is plain markup with no React state of its own. A term shows its
 * definition on hover and keyboard focus; on touch the first tap shows it and the second follows
 * the link; Escape closes it. Clicks that stay in the site go through `navigate` (the router), as
 * a Docusaurus link's would. Pure DOM: no React or Docusaurus import.
 */

/** The term link; its `aria-describedby` names its tooltip. */
export const TERM_SELECTOR = 'a[data-glossary-term]';
/** The box around a term and its tooltip: hovering either keeps the tooltip open. */
export const BOX_SELECTOR = '[data-glossary-term-box]';
/** Room kept between a tooltip and the screen's edge. */
export const EDGE = 8;

/** How far to move a tooltip sideways so that it stays `edge` px inside the viewport. */
export function tooltipShift(left: number, right: number, viewportWidth: number, edge = EDGE): number {
  const overflowRight = right - (viewportWidth - edge);
  if (overflowRight > 0) return -overflowRight;
  const overflowLeft = edge - left;
  return overflowLeft > 0 ? overflowLeft : 0;
}

/** The in-site address a click on `anchor` should open through the router, or null to leave it to the browser. */
export function routerTarget(
  anchor: HTMLAnchorElement,
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  location: Pick<Location, 'origin'>,
  baseUrl: string,
): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.origin);
  if (url.origin !== location.origin || !url.pathname.startsWith(baseUrl)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface TermTipsOptions {
  /** Opens an in-site address without reloading the page (the router's history.push). */
  navigate: (path: string) => void;
  /** The site's base path: only addresses under it go through `navigate`. */
  baseUrl: string;
  /** Loads a route's code ahead of a click (Docusaurus' preload), on hover or touch. */
  preload?: (path: string) => void;
  /** Fetches a route's code once a term is on screen (Docusaurus' prefetch). */
  prefetch?: (path: string) => void;
}

function termOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(TERM_SELECTOR) : null;
}

function tipOf(term: HTMLAnchorElement): HTMLElement | null {
  const id = term.getAttribute('aria-describedby');
  return id ? term.ownerDocument.getElementById(id) : null;
}

/** Installs the listeners on `doc`; returns the function that removes them. */
export function installTermTips(doc: Document, options: TermTipsOptions): () => void {
  const view = doc.defaultView;
  let touchOpened = false;

  const isOpen = (tip: HTMLElement) => tip.dataset.open === 'true';
  const show = (term: HTMLAnchorElement) => {
    const tip = tipOf(term);
    if (!tip || isOpen(tip)) return;
    tip.style.transform = '';
    tip.dataset.open = 'true';
    // Keep the tooltip on screen: measured once it shows, moved by what would overflow.
    const {left, right} = tip.getBoundingClientRect();
    const shift = tooltipShift(left, right, doc.documentElement.clientWidth);
    if (shift) tip.style.transform = `translateX(${shift}px)`;
  };
  const hide = (term: HTMLAnchorElement) => {
    const tip = tipOf(term);
    if (!tip) return false;
    const wasOpen = isOpen(tip);
    tip.dataset.open = 'false';
    tip.style.transform = '';
    return wasOpen;
  };
  const path = (term: HTMLAnchorElement) => new URL(term.href, doc.baseURI).pathname;
  const boxTerm = (box: Element) => box.querySelector<HTMLAnchorElement>(TERM_SELECTOR);

  const onMouseOver = (event: MouseEvent) => {
    const box = event.target instanceof Element ? event.target.closest(BOX_SELECTOR) : null;
    if (!box || (event.relatedTarget instanceof Node && box.contains(event.relatedTarget))) return;
    const term = boxTerm(box);
    if (!term) return;
    show(term);
    options.preload?.(path(term));
  };
  const onMouseOut = (event: MouseEvent) => {
    const box = event.target instanceof Element ? event.target.closest(BOX_SELECTOR) : null;
    if (!box || (event.relatedTarget instanceof Node && box.contains(event.relatedTarget))) return;
    const term = boxTerm(box);
    if (term) hide(term);
  };
  const onFocusIn = (event: FocusEvent) => {
    const term = termOf(event.target);
    if (term) show(term);
  };
  const onFocusOut = (event: FocusEvent) => {
    const term = termOf(event.target);
    if (term) hide(term);
  };
  // Capture: an Escape that closed a focused term's tooltip reaches no other handler (a dialog, a
  // menu); one pressed elsewhere closes a tooltip opened by hover and goes on.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const focused = termOf(event.target);
    let closed = false;
    for (const term of Array.from(doc.querySelectorAll<HTMLAnchorElement>(TERM_SELECTOR))) closed = hide(term) || closed;
    if (closed && focused) event.stopPropagation();
  };
  const onPointerDown = (event: PointerEvent) => {
    const term = termOf(event.target);
    if (!term) return;
    const tip = tipOf(term);
    touchOpened = event.pointerType === 'touch' && !(tip && isOpen(tip));
    if (event.pointerType === 'touch') options.preload?.(path(term));
  };
  const onClick = (event: MouseEvent) => {
    const term = termOf(event.target);
    if (!term) return;
    if (touchOpened) {
      event.preventDefault();
      touchOpened = false;
      show(term);
      return;
    }
    const target = view ? routerTarget(term, event, view.location, options.baseUrl) : null;
    if (target === null) return;
    event.preventDefault();
    options.navigate(target);
  };

  doc.addEventListener('mouseover', onMouseOver);
  doc.addEventListener('mouseout', onMouseOut);
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('pointerdown', onPointerDown);
  doc.addEventListener('click', onClick);

  // The terms all lead to the glossary: its code is fetched once the first of them is on screen.
  let observer: IntersectionObserver | undefined;
  const terms = Array.from(doc.querySelectorAll<HTMLAnchorElement>(TERM_SELECTOR));
  if (options.prefetch && terms.length > 0 && view && 'IntersectionObserver' in view) {
    const prefetch = options.prefetch;
    observer = new view.IntersectionObserver((entries) => {
      const seen = entries.find((entry) => entry.isIntersecting);
      if (!seen) return;
      observer?.disconnect();
      prefetch(path(seen.target as HTMLAnchorElement));
    });
    for (const term of terms) observer.observe(term);
  }

  return () => {
    doc.removeEventListener('mouseover', onMouseOver);
    doc.removeEventListener('mouseout', onMouseOut);
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('pointerdown', onPointerDown);
    doc.removeEventListener('click', onClick);
    observer?.disconnect();
  };
}
