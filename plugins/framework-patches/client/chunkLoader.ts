import type {ClientModule} from '@docusaurus/types';
import {createNavigationFailures, fetchProbe} from '../src/navigationFailure';
import {createTaskQueue, loadInOwnTask, type ChunkLoader} from '../src/chunkTasks';

/**
 * The one wrap of the bundler's chunk loader (`__webpack_require__.e`, in Rspack as in webpack),
 * the place every `import()` goes through. Two patches, in this order, innermost first:
 * 1. `offline-navigation`: during a navigation a failed chunk is reported to `navigationFailures`,
 *    which lets Docusaurus reload the address only when the address answers, and otherwise keeps
 *    the current page on screen with a notice (src/theme/Root.tsx) to retry from. Docusaurus'
 *    PendingNavigation reloads whenever a chunk fails, which offline shows the browser's error
 *    page. Chunks loaded outside a navigation (search, diagrams) fail as before.
 * 2. `chunk-tasks`: each loaded chunk hands its modules over in a task of its own
 *    (src/chunkTasks.ts), so a page's own modules no longer run inside main.js's task.
 */
declare const __webpack_require__: {e?: ChunkLoader};

export const navigationFailures = createNavigationFailures(fetchProbe, (url) => window.location.assign(url));

let navigatingTo: string | null = null;

/** Patch `offline-navigation`: a failed chunk during a navigation waits for the failure's verdict. */
export function keepPageWhenOffline(load: ChunkLoader, target: () => string | null, failures = navigationFailures): ChunkLoader {
  return (chunkId) =>
    load(chunkId).catch(async (error: unknown) => {
      const to = target();
      if (to === null || (await failures.onChunkFailure(to)) === 'reload') throw error;
      // Never settles: Docusaurus keeps showing the current page while the next one "loads".
      return new Promise(() => undefined);
    });
}

/**
 * The bundler's loader with both patches, in their defined order; `off` names those a build
 * leaves out for measuring (FRAMEWORK_PATCHES_OFF, ../switches.ts).
 */
export function patchedChunkLoader(
  load: ChunkLoader,
  nextTask: () => Promise<void>,
  target: () => string | null,
  off: readonly string[] = [],
): ChunkLoader {
  const offline = off.includes('offline-navigation') ? load : keepPageWhenOffline(load, target);
  return off.includes('chunk-tasks') ? offline : loadInOwnTask(offline, nextTask);
}

if (typeof window !== 'undefined' && typeof __webpack_require__ !== 'undefined' && typeof __webpack_require__.e === 'function') {
  const nextTask = typeof MessageChannel === 'undefined' ? () => Promise.resolve() : createTaskQueue();
  const off = (process.env.FRAMEWORK_PATCHES_OFF ?? '').split(',');
  __webpack_require__.e = patchedChunkLoader(__webpack_require__.e, nextTask, () => navigatingTo, off);
}

const chunkLoader: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    // Called before Docusaurus loads the next page's code; the first render is no navigation.
    navigatingTo = previousLocation ? `${location.pathname}${location.search}${location.hash}` : null;
  },
  onRouteDidUpdate() {
    navigatingTo = null;
    navigationFailures.dismiss();
  },
};

export default chunkLoader;
