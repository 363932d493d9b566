/** When parts of a page that are not needed at once load (the page feedback question); shared with their tests. */

/** How far below the screen such a part starts to load, so it is ready before the reader gets there. */
export const LAZY_LOAD_MARGIN = '600px 0px';

/**
 * Parts still off screen this long after hydration load in the browser's next idle time, so the
 * page's first seconds stay free for the reader.
 */
export const LOAD_WHEN_IDLE_AFTER_MS = 5000;
