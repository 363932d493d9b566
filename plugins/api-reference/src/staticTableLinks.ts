/** The component that shows a table rendered at build time (src/staticTables.ts). */
export const STATIC_TABLE_COMPONENT = {name: 'ApiStaticTable', from: '@theme/ApiStaticTable'} as const;

/**
 * Where a Markdown link in a field table points, as `<Link>` writes it: `#…` as it is, `/…` after
 * the base URL. Anything else (another site, a relative file link) is undefined: the table stays
 * in React.
 */
export function linkTarget(href: unknown, baseUrl: string): string | undefined {
  if (typeof href !== 'string') return undefined;
  if (href.startsWith('#')) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return `${baseUrl.replace(/\/$/, '')}${href}`;
  return undefined;
}

/**
 * Which clicks on a link inside a static table (`<ApiStaticTable>`) the router takes, as
 * `<Link>` does for the Markdown links it replaces: a plain left click on a `/…` link without a
 * target of its own. Same-page anchors, modified clicks (new tab, new window) and other targets
 * stay with the browser. Pure.
 */
export interface LinkClick {
  href: string | null;
  target: string;
  button: number;
  defaultPrevented: boolean;
  modified: boolean;
}

export function routerPath(click: LinkClick): string | undefined {
  if (click.defaultPrevented || click.button !== 0 || click.modified) return undefined;
  if (click.target !== '' && click.target !== '_self') return undefined;
  const {href} = click;
  if (href === null || !href.startsWith('/') || href.startsWith('//')) return undefined;
  return href;
}
