/**
 * A page address as an assistant may write it, reduced to the route the twins are filed under.
 * Pure. Accepts a full address, a path with or without the base path, the legacy forms the site
 * answers (no trailing slash, `index.html`, `.html`) and the twin's own `index.md`.
 */

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i;
// Characters a route of this site never holds: anything else is a typing or pasting mistake.
const ROUTE_CHARACTERS = /^[\p{L}\p{N}/._~-]*$/u;

/** `/billing/faktury/` for any accepted form of that page's address; null when it cannot be a route. */
export function routeOf(input: string, baseUrl: string): string | null {
  let path = input.trim().replace(SCHEME, '');
  path = path.replace(/[?#].*$/s, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (!path.startsWith('/')) path = `/${path}`;
  const base = baseUrl.replace(/\/$/, '');
  if (path === base) path = '/';
  else if (path.startsWith(`${base}/`)) path = path.slice(base.length);
  path = path
    .replace(/\/(index\.html|index\.md)$/, '/')
    .replace(/\.html$/, '/')
    .replace(/\/{2,}/g, '/');
  if (!path.endsWith('/')) path = `${path}/`;
  if (!ROUTE_CHARACTERS.test(path) || path.split('/').some((segment) => segment === '..')) return null;
  return path;
}

/** Absolute address of a route: origin, base path, route. */
export function pageUrl(origin: string, baseUrl: string, route: string): string {
  return `${origin.replace(/\/+$/, '')}${baseUrl.replace(/\/$/, '')}${route}`;
}

/** The twin's address beside a page's address. */
export function twinUrlOf(url: string): string {
  return `${url.replace(/#.*$/, '').replace(/\/?$/, '/')}index.md`;
}
