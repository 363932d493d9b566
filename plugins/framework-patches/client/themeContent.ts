import type ContentType from '@theme/CodeBlock/Content';

type Content = typeof ContentType;

/**
 * The theme's code block body (theme-classic `CodeBlock/Content`: the highlighter, its Prism and
 * the line components), loaded when a block has to be drawn in the browser, not with the page: a
 * prerendered page keeps the server's lines (theme/CodeBlock/Content/index.tsx), so a reader who
 * neither navigates nor changes the colour mode never runs it. The bundler prefetches it (a
 * low-priority download, not run) once a page with code has loaded; the server bundle has
 * themeContent.server.ts instead.
 */
let loaded: Content | undefined;
let loading: Promise<Content> | undefined;

export function loadedThemeContent(): Content | undefined {
  return loaded;
}

export function loadThemeContent(): Promise<Content> {
  loading ??= import(/* webpackChunkName: "code-highlighter", webpackPrefetch: true */ '@theme-init/CodeBlock/Content').then(
    (module: {default: Content}) => {
      loaded = module.default;
      return loaded;
    },
  );
  return loading;
}

/**
 * What redraws blocks starts with a press: a link (client navigation), the colour mode switch, a
 * region tab. The first press anywhere starts loading the highlighter, so it is there when the
 * redraw comes; scrolling and reading do not.
 */
export function loadOnFirstPress(target: Pick<Window, 'addEventListener'>): void {
  const start = () => void loadThemeContent().catch(() => undefined);
  for (const type of ['pointerdown', 'keydown'] as const) target.addEventListener(type, start, {capture: true, once: true, passive: true});
}
