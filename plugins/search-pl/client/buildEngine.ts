import {SearchEngine} from '../src/engine';
import {joinIndexParts} from '../src/indexParts';
import type {SearchIndexData} from '../src/types';

/** The next task: the browser handles input and paints between two slices of work. */
function nextTask(): Promise<void> {
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
 * The engine over the guides, or over both parts of the index, loaded with the engine's code
 * (client/loadEngine.ts): in slices on the page's thread (it has a window), at once in a worker,
 * where no reader waits on it.
 */
export async function buildEngine(guides: SearchIndexData, reference?: SearchIndexData): Promise<SearchEngine> {
  const data = reference ? joinIndexParts(guides, reference) : guides;
  const engine = typeof window === 'undefined' ? new SearchEngine(data) : await SearchEngine.inSlices(data, nextTask);
  // One throw-away search while the box still says "loading": the JIT compiles the query path
  // now, so the reader's first keystroke is as fast as the later ones.
  engine.search('usługi dysku', {typing: true});
  return engine;
}
