/** When Mermaid diagrams are drawn (src/theme/Mermaid); shared with the tests that wait for them. */

/** How far below the screen a diagram starts to load, so it is drawn before the reader gets there. */
export const DIAGRAM_LOAD_MARGIN = '600px 0px';

/**
 * Diagrams still off screen this long after hydration are drawn in the browser's next idle time,
 * so that printing the page (which cannot wait for a diagram drawn at the print request) has them
 * all, while the page's first seconds stay free for the reader.
 */
export const DRAW_WHEN_IDLE_AFTER_MS = 5000;
