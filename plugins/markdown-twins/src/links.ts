import {posix} from 'node:path';

/**
 * Where a link of a page points in its Markdown twin: always an absolute address of a page (or a
 * file) of the published site, never an `.mdx` source, so a twin read outside the site still
 * leads somewhere. Pure.
 */
export interface SiteAddresses {
  /** Origin from the site settings (docsSiteUrl), without a path: `https://docs.example.com`. */
  origin: string;
  /** The site's base path with both slashes: `/pl/docs/`. */
  baseUrl: string;
  /** Source file relative to the site (`docs/billing/faktury.mdx`) → page route with the base path (`/pl/docs/billing/faktury/`). */
  routesByFile: ReadonlyMap<string, string>;
  /** The site's trailingSlash: with `true`, a page address written without its slash gets it, as the site's links do. */
  trailingSlash?: boolean;
}

export class LinkError extends Error {}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Absolute address of a route of the site (with or without the base path). */
export function absoluteRoute(route: string, site: Pick<SiteAddresses, 'origin' | 'baseUrl'>): string {
  const origin = site.origin.replace(/\/+$/, '');
  if (route.startsWith(site.baseUrl) || `${route}/` === site.baseUrl) return `${origin}${route}`;
  return `${origin}${site.baseUrl.replace(/\/$/, '')}${route.startsWith('/') ? route : `/${route}`}`;
}

/** Address of a link target found in `file` (relative to the site), on the page at `pageUrl` (absolute). */
export function resolveLink(url: string, file: string, pageUrl: string, site: SiteAddresses): string {
  if (url.startsWith('pathname://')) return absoluteRoute(url.slice('pathname://'.length), site);
  if (SCHEME.test(url) || url.startsWith('//')) return url;
  if (url === '' || url.startsWith('#')) return `${pageUrl}${url}`;
  const match = /^([^?#]*)(.*)$/.exec(url) ?? ['', url, ''];
  const [, path, rest] = match;
  if (/\.mdx?$/.test(path)) {
    const target = path.startsWith('/')
      ? posix.normalize(`docs${path}`)
      : posix.normalize(posix.join(posix.dirname(file), decodeURI(path)));
    const route = site.routesByFile.get(target);
    if (!route) throw new LinkError(`${file}: the link "${url}" points at ${target}, which is not a page of the site`);
    return `${absoluteRoute(route, site)}${rest}`;
  }
  const resolved = path.startsWith('/') ? new URL(`${absoluteRoute(path, site)}${rest}`) : new URL(url, pageUrl);
  // A page address (last segment without a file extension) gets the slash its page has.
  if (site.trailingSlash && !resolved.pathname.endsWith('/') && !/\.[a-z0-9]+$/i.test(resolved.pathname)) resolved.pathname += '/';
  return resolved.href;
}
