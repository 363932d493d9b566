import Content from '@theme-init/CodeBlock/Content';

/**
 * The server bundle's `client/themeContent.ts` (aliased in index.ts): the server renders every
 * block highlighted, in the same render, so the theme's body is there from the start.
 */
export function loadedThemeContent(): typeof Content {
  return Content;
}

export function loadThemeContent(): Promise<typeof Content> {
  return Promise.resolve(Content);
}
