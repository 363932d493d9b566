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
