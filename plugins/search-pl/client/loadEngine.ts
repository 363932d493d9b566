import type {SearchEngine} from '../src/engine';
import type {SearchIndexData} from '../src/types';
import {joinIndexParts, referenceIndexPath} from '../src/indexParts';

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

/** The next task: the browser handles input and paints between two slices of work. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  // A message, unlike a timer, is not clamped to 4 ms when pauses follow each other.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * The engine over the guides (src/indexParts.ts), or with `withReference` over the guides and
 * the reference part, which is fetched only then (a query that needs it, the results page).
 * On the page's thread the index is built in slices, so no long task blocks input; a worker
 * (`inSlices: false`, client/search.worker.ts) builds it at once.
 */
export function loadEngine(indexUrl: string, {withReference = false, now = Date.now(), inSlices = true} = {}): Promise<SearchEngine> {
  if (process.env.NODE_ENV === 'development' && now - loadedAt > DEV_INDEX_MAX_AGE_MS) pending.clear();
  if (pending.size === 0) loadedAt = now;
  const key = `${withReference}`;
  const existing = pending.get(key);
  if (existing) return existing;
  const parts = withReference
    ? Promise.all([fetchIndex(indexUrl), fetchIndex(referenceIndexPath(indexUrl))])
    : fetchIndex(indexUrl).then((guides) => [guides] as const);
  const loading = Promise.all([import('../src/engine'), parts])
    .then(([{SearchEngine: Engine}, [guides, reference]]) => {
      const data = reference ? joinIndexParts(guides, reference) : guides;
      return inSlices ? Engine.inSlices(data, nextTask) : new Engine(data);
    })
    .then((engine) => {
      // One throw-away search while the box still says "loading": the JIT compiles the query path
      // now, so the reader's first keystroke is as fast as the later ones.
      engine.search('usługi dysku', {typing: true});
      return engine;
    });
  pending.set(key, loading);
  // A failed load may be retried on the next focus (a flaky connection, a deploy in progress).
  loading.catch(() => {
    if (pending.get(key) === loading) pending.delete(key);
  });
  return loading;
}
