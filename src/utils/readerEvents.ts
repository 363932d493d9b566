/**
 * The first-party copy of the reader signals (CONTRIBUTING.md, "Reader signals"): when the site
 * setting readerEventsPath is set, the search and feedback events pushed to window.dataLayer are
 * also sent with navigator.sendBeacon to that path on the docs host, as a query string (nginx logs
 * it without reading a body: deploy/nginx/docs.conf). Nothing else is added: no cookie, no
 * identifier, no address; the server's log format leaves the reader's IP out.
 */

/** The fields that may leave the browser, in the order they are sent. */
export const SENT_FIELDS = ['event', 'search_term', 'page_path', 'position', 'helpful', 'reason'] as const;

/** The results page's path below the base URL: its page view carries the query (`?q=`). */
const RESULTS_PAGE = /\/search\/?(\?|$)/;

/**
 * The query string sent for a data-layer item, or null for an item that is not sent: search
 * events, feedback answers and the results page's view (a search whose results were listed).
 */
export function beaconQuery(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return null;
  const event = item as Record<string, unknown>;
  const sent =
    event.event === 'search_no_results' ||
    event.event === 'search_select' ||
    event.event === 'docs_feedback' ||
    (event.event === 'page_view' && typeof event.page_path === 'string' && RESULTS_PAGE.test(event.page_path));
  if (!sent) return null;
  const params = new URLSearchParams();
  for (const field of SENT_FIELDS) {
    const value = event[field];
    if (typeof value === 'string' || typeof value === 'number') params.set(field, String(value).slice(0, 300));
    else if (typeof value === 'boolean') params.set(field, value ? '1' : '0');
  }
  return params.toString();
}

/** A site setting's value is a path on the docs host, or empty for "off". */
export function isEventsPath(path: string): boolean {
  return path === '' || (/^\/[A-Za-z0-9._~/-]*$/.test(path) && !path.includes('//') && !path.includes('/../'));
}

type Send = (url: string) => boolean;

/**
 * Makes `target.dataLayer.push` also send each reader event to `path`; an empty path changes
 * nothing and sends nothing. Returns a function that undoes it.
 */
export function forwardReaderEvents(target: {dataLayer?: unknown[]}, path: string, send: Send): () => void {
  if (!path) return () => undefined;
  const layer = (target.dataLayer ??= []);
  const push = layer.push;
  layer.push = function (...items: unknown[]) {
    for (const item of items) {
      const query = beaconQuery(item);
      if (query !== null) {
        try {
          send(`${path}?${query}`);
        } catch {
          // a blocked or failing beacon must never break the page's own signals
        }
      }
    }
    return push.apply(this, items);
  };
  return () => {
    layer.push = push;
  };
}
