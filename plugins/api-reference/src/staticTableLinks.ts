import {applyTrailingSlash} from '@docusaurus/utils-common';

/** The component that shows a table rendered at build time (src/staticTables.ts). */
export const STATIC_TABLE_COMPONENT = {name: 'ApiStaticTable', from: '@theme/ApiStaticTable'} as const;

export interface SiteUrls {
  /** The site's base URL ("/pl/docs/"). */
  baseUrl: string;
  /** The site's `trailingSlash` setting. */
  trailingSlash: boolean | undefined;
}

/**
 * Where a Markdown link in a table points, as `<Link>` writes it: `#…` as it is, `/…` with the
 * base URL (once: a link to a `.mdx` file arrives with it) and the site's trailing-slash rule.
 * Anything else (another site, `pathname://`, a relative address) is undefined: the table stays
 * in React.
 */
export function linkTarget(href: unknown, {baseUrl, trailingSlash}: SiteUrls): string | undefined {
  if (typeof href !== 'string') return undefined;
  if (href.startsWith('#')) return href;
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const withBase = href === baseUrl.replace(/\/$/, '') ? baseUrl : href.startsWith(baseUrl) ? href : `${baseUrl}${href.slice(1)}`;
  return applyTrailingSlash(withBase, {baseUrl, trailingSlash});
}
