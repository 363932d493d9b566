// The glossary page's links go through the router, as a Docusaurus link's click would (issue 40).
// Pure: no React or Docusaurus import.

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
