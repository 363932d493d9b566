/**
 * Path rules shared by the build (static redirect files, nginx map), the browser fallback of
 * the not-found page and the tests. No React, no Docusaurus: plain functions on strings.
 */
import {editDistance} from '../search-pl/src/editDistance';

export interface RedirectRule {
  /** Old path relative to the base path, with a trailing slash ('/safety/'). */
  from: string;
  /** Canonical route it leads to ('/safety/rozszerzony-opis-bezpieczenstwa/'). */
  to: string;
}

/** Longest path we try to interpret; anything longer is simply not found. */
export const MAX_PATH_LENGTH = 2048;

/** Legacy spellings of a canonical route: no slash, `index.html`, and `.html` on the last segment. */
export function legacyForms(route: string): string[] {
  if (route === '/') return ['/index.html'];
  const bare = route.slice(0, -1);
  return [bare, `${route}index.html`, `${bare}.html`];
}

/**
 * Decodes a requested path and refuses anything that could leave the site or escape the base
 * path: protocol-relative `//host`, backslashes, encoded slashes, `..` segments, control
 * characters, invalid percent-encoding, oversize paths. Returns null for those.
 */
export function safeDecodedPath(rawPath: string): string | null {
  if (rawPath.length > MAX_PATH_LENGTH || !rawPath.startsWith('/')) return null;
  if (/%2f|%5c/i.test(rawPath)) return null;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (path.startsWith('//') || path.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return null;
  if (path.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return path;
}

/**
 * The canonical route a requested path (relative to the base path) stands for, or null.
 * Tries the redirect rules, then `index.html` removed, `.html` removed, and a trailing slash
 * added, in the order the spec describes (also after a slash a host appended to `.html`); only
 * routes that exist are ever returned.
 */
export function resolveLegacyPath(rawPath: string, knownRoutes: ReadonlySet<string>, rules: readonly RedirectRule[] = []): string | null {
  const decoded = safeDecodedPath(rawPath);
  if (decoded === null) return null;
  // Some hosts (`docusaurus serve`) answer `/x/index.html` and `/x.html` by adding a slash:
  // `/x/index.html/` and `/x.html/` are the same legacy forms.
  const path = /\.html\/$/.test(decoded) ? decoded.slice(0, -1) : decoded;
  const candidates: string[] = [];
  const slashed = path.endsWith('/') ? path : `${path}/`;
  for (const rule of rules) {
    if (rule.from === slashed || `${rule.from}index.html` === path || `${rule.from.slice(0, -1)}.html` === path) {
      candidates.push(rule.to);
    }
  }
  if (path.endsWith('/index.html')) candidates.push(path.slice(0, -'index.html'.length));
  else if (path.endsWith('.html')) candidates.push(`${path.slice(0, -'.html'.length)}/`);
  if (!path.endsWith('/')) candidates.push(`${path}/`);
  const found = candidates.find((candidate) => candidate !== path && knownRoutes.has(candidate));
  return found ?? null;
}

/**
 * Existing routes closest to a path that was not found, best first: routes sharing its last
 * segment's words rank first, then by edit distance of the whole path.
 */
export function closestRoutes(rawPath: string, knownRoutes: Iterable<string>, limit = 5): string[] {
  const path = (safeDecodedPath(rawPath.slice(0, 300)) ?? '/').toLowerCase().replace(/(index)?\.html$/, '');
  const words = new Set(path.split(/[^a-z0-9ąćęłńóśźż]+/).filter((word) => word.length > 2));
  return [...knownRoutes]
    .filter((route) => route !== '/')
    .map((route) => {
      const shared = route.split(/[^a-z0-9]+/).filter((word) => words.has(word)).length;
      return {route, score: editDistance(path, route) - shared * 10};
    })
    .sort((a, b) => a.score - b.score || a.route.localeCompare(b.route))
    .slice(0, limit)
    .map(({route}) => route);
}

/**
 * Docusaurus' router already renders `/x/index.html` as the page `/x/` but leaves the address
 * as typed; this is the address to show instead (null when nothing needs to change).
 */
export function withoutIndexHtml(pathname: string): string | null {
  return /\/index\.html$/.test(pathname) ? pathname.slice(0, -'index.html'.length) : null;
}

/**
 * The words of a path that was not found, as a search query: slug words of its segments,
 * without `index`, `html` and words of one or two letters ('/billing/fakturyy.html' gives
 * 'billing fakturyy'). The not-found page searches for them and prefills its box with them.
 */
export function notFoundQuery(rawPath: string): string {
  const path = (safeDecodedPath(rawPath.slice(0, 300)) ?? '').toLowerCase();
  const words = path.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 2 && word !== 'html' && word !== 'index');
  return [...new Set(words)].join(' ');
}

/**
 * One list of suggestions from two rankings, alternating (path similarity first: a typo in a
 * slug is the commonest reason a link breaks), each route once, at most `limit`.
 */
export function interleaveSuggestions(bySimilarity: readonly string[], bySearch: readonly string[], limit = 5): string[] {
  const merged: string[] = [];
  for (let index = 0; merged.length < limit && (index < bySimilarity.length || index < bySearch.length); index++) {
    for (const route of [bySimilarity[index], bySearch[index]]) {
      if (route !== undefined && !merged.includes(route) && merged.length < limit) merged.push(route);
    }
  }
  return merged;
}

/** The parent route of a page ('/services/api/slowniki/' → '/services/api/'), or null for a top-level one. */
export function parentRoute(route: string): string | null {
  const segments = route.split('/').filter(Boolean);
  return segments.length > 1 ? `/${segments.slice(0, -1).join('/')}/` : null;
}

/** A pathname relative to the base path ('/pl/docs/billing/' → '/billing/'), or null outside it. */
export function relativeToBase(pathname: string, baseUrl: string): string | null {
  return pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : null;
}

/**
 * Routes of the docs under the base path, relative to it, plus the home page. Doc paths come
 * without the trailing slash that the site's routes (trailingSlash: true) have.
 */
export function docRoutes(docPaths: Iterable<string>, baseUrl: string): Set<string> {
  const routes = new Set<string>(['/']);
  for (const docPath of docPaths) {
    const route = relativeToBase(docPath.endsWith('/') ? docPath : `${docPath}/`, baseUrl);
    if (route !== null) routes.add(route);
  }
  return routes;
}

export interface NamedSuggestion {
  url: string;
  /** The page's title, or its address when the search index does not know it. */
  title: string;
  /** The title of its parent page, when it has one the index knows. */
  section: string | null;
}

/** Suggested addresses (with the base path) named by the search index's titles (`titleOf`). */
export function nameSuggestions(urls: readonly string[], baseUrl: string, titleOf: (url: string) => string | undefined): NamedSuggestion[] {
  return urls.map((url) => {
    const parent = parentRoute(url.slice(baseUrl.length - 1));
    return {url, title: titleOf(url) ?? url, section: parent === null ? null : (titleOf(`${baseUrl}${parent.slice(1)}`) ?? null)};
  });
}
