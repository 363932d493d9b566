import type {SearchEngine} from '../src/engine';
import type {SearchIndexData} from '../src/types';
import {referenceIndexPath} from '../src/indexParts';

/**
 * Loads the engine code and the index once per page view, on demand (first focus of a search
 * box, or the results page), so neither is part of a page's first load. Every box on the page
 * shares the one promise.
 *
 * The index has a fixed name and is fetched with `cache: 'no-cache'`: the browser revalidates
 * it (a 304 when unchanged) instead of keeping a stale copy after a deploy. A query-string
 * cache buster is avoided on purpose: `docusaurus serve` redirects `file.json?_=hash` to
 * `file.json/?_=hash` and answers 404.
 */
const pending = new Map<string, Promise<SearchEngine>>();
let loadedAt = 0;

// Under `docusaurus start` the index is rewritten whenever a page changes, and pages update
// without a reload: an index older than this is fetched again (a 304 when unchanged).
const DEV_INDEX_MAX_AGE_MS = 2000;

function fetchIndex(url: string): Promise<SearchIndexData> {
  return fetch(url, {cache: 'no-cache'}).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.json() as Promise<SearchIndexData>;
  });
}

/**
 * The engine over the guides (src/indexParts.ts), or with `withReference` over the guides and
 * the reference part, which is fetched only then (a query that needs it, the results page).
 * On the page's thread the index is built in slices, so no long task blocks input; in a worker
 * (client/search.worker.ts) at once (client/buildEngine.ts).
 */
export function loadEngine(indexUrl: string, {withReference = false, now = Date.now()} = {}): Promise<SearchEngine> {
  if (process.env.NODE_ENV === 'development' && now - loadedAt > DEV_INDEX_MAX_AGE_MS) pending.clear();
  if (pending.size === 0) loadedAt = now;
  const key = `${withReference}`;
  const existing = pending.get(key);
  if (existing) return existing;
  const parts = withReference
    ? Promise.all([fetchIndex(indexUrl), fetchIndex(referenceIndexPath(indexUrl))])
    : fetchIndex(indexUrl).then((guides) => [guides] as const);
  const loading = Promise.all([import('./buildEngine'), parts]).then(([{buildEngine}, [guides, reference]]) =>
    buildEngine(guides, reference),
  );
  pending.set(key, loading);
  // A failed load may be retried on the next focus (a flaky connection, a deploy in progress).
  loading.catch(() => {
    if (pending.get(key) === loading) pending.delete(key);
  });
  return loading;
}
