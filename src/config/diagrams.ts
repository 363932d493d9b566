/** When Mermaid diagrams are drawn (src/theme/Mermaid); shared with the tests that wait for them. */

/** How far below the screen a diagram starts to load, so it is drawn before the reader gets there. */
export const DIAGRAM_LOAD_MARGIN = '600px 0px';

/**
 * Diagrams still off screen this long after hydration are drawn in the browser's next idle time,
 * so that printing the page (which cannot wait for a diagram drawn at the print request) has them
 * all, while the page's first seconds stay free for the reader.
 */
export const DRAW_WHEN_IDLE_AFTER_MS = 5000;

/**
 * How Mermaid draws the site's diagrams (`npm run diagrams`, and the browser for a diagram
 * without a drawing during `npm start`): the theme of each colour mode and any other option of
 * `mermaid.initialize`. The values the site used with @docusaurus/theme-mermaid. Changing one
 * renames every diagram (plugins/diagrams/src/key.ts): run `npm run diagrams` afterwards.
 */
export const DIAGRAM_THEMES = {light: 'neutral', dark: 'dark'} as const;

export const DIAGRAM_OPTIONS: Readonly<Record<string, unknown>> = {};

/** Folders whose pages may hold diagrams (the docs and the pages plugin's MDX pages). */
export const DIAGRAM_PAGE_DIRS = ['docs', 'src/pages'] as const;

/** Where the drawn diagrams are kept (project data, committed): one `<key>.json` per diagram. */
export const DIAGRAMS_DIR = 'src/diagrams';
