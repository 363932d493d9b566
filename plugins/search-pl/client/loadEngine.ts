import type {SearchEngine} from '../src/engine';
import type {SearchIndexData} from '../src/types';

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
let pending: Promise<SearchEngine> | undefined;
let loadedAt = 0;

// Under `docusaurus start` the index is rewritten whenever a page changes, and pages update
// without a reload: an index older than this is fetched again (a 304 when unchanged).
const DEV_INDEX_MAX_AGE_MS = 2000;

export function loadEngine(indexUrl: string, now = Date.now()): Promise<SearchEngine> {
  if (process.env.NODE_ENV === 'development' && now - loadedAt > DEV_INDEX_MAX_AGE_MS) pending = undefined;
  if (!pending) loadedAt = now;
  pending ??= Promise.all([
    import('../src/engine'),
    fetch(indexUrl, {cache: 'no-cache'}).then((response) => {
      if (!response.ok) throw new Error(`${indexUrl}: HTTP ${response.status}`);
      return response.json() as Promise<SearchIndexData>;
    }),
  ]).then(([{SearchEngine: Engine}, data]) => {
    const engine = new Engine(data);
    // One throw-away search while the box still says "loading": the JIT compiles the query path
    // now, so the reader's first keystroke is as fast as the later ones.
    engine.search('usługi dysku', {typing: true});
    return engine;
  });
  // A failed load may be retried on the next focus (a flaky connection, a deploy in progress).
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}
