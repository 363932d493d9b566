/**
 * What search tells the docs team (CONTRIBUTING.md, "Reader signals"): queries that found nothing and
 * the results readers open. Events go to window.dataLayer, where a tag manager picks them up
 * when one is configured; nothing leaves the browser by default.
 */

export const MAX_TERM_LENGTH = 100;
/** A query counts as given up on once the reader stops typing for this long. */
export const NO_RESULTS_DELAY_MS = 1200;

export interface SearchNoResultsEvent {
  event: 'search_no_results';
  search_term: string;
}

export interface SearchSelectEvent {
  event: 'search_select';
  search_term: string;
  page_path: string;
  /** 1 for the first result. */
  position: number;
}

/** The term as reported: trimmed, inner whitespace collapsed, cut to 100 characters. */
export function reportedTerm(query: string): string {
  return query.trim().replace(/\s+/g, ' ').slice(0, MAX_TERM_LENGTH).trim();
}

export function searchSelectEvent(query: string, url: string, index: number): SearchSelectEvent {
  return {event: 'search_select', search_term: reportedTerm(query), page_path: url, position: index + 1};
}

export type Push = (event: SearchNoResultsEvent | SearchSelectEvent) => void;

interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

/**
 * Reports a query without results once the reader has stopped typing, once per distinct term.
 * `settle(query, found)` is called after every search; a later keystroke cancels the pending
 * report, so "kube", "kuber"... are not reported on the way to "kubernetes".
 */
export function createNoResultsReporter(push: Push, timers: Timers, delayMs = NO_RESULTS_DELAY_MS) {
  const reported = new Set<string>();
  let pending: unknown = null;
  const cancel = () => {
    if (pending !== null) timers.clear(pending);
    pending = null;
  };
  return {
    settle(query: string, found: number): void {
      cancel();
      const term = reportedTerm(query);
      if (term === '' || found > 0 || reported.has(term.toLowerCase())) return;
      pending = timers.set(() => {
        pending = null;
        reported.add(term.toLowerCase());
        push({event: 'search_no_results', search_term: term});
      }, delayMs);
    },
    cancel,
  };
}

/** The browser's data layer push (the array a tag manager reads). */
export function pushToDataLayer(event: SearchNoResultsEvent | SearchSelectEvent): void {
  const target = window as unknown as {dataLayer?: unknown[]};
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push(event);
}

export const browserTimers: Timers = {
  set: (run, ms) => window.setTimeout(run, ms),
  clear: (handle) => window.clearTimeout(handle as number),
};
