/**
 * Path rules shared by the build (static redirect files, nginx map), the browser fallback of
 * the not-found page and the tests. No React, no Docusaurus: plain functions on strings. What
 * the not-found page suggests is in notFound.ts: this file is part of every page's first load
 * (client/canonicalAddress.ts), that one only of the not-found page's.
 */
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
 * Docusaurus' router already renders `/x/index.html` as the page `/x/` but leaves the address
 * as typed; this is the address to show instead (null when nothing needs to change).
 */
export function withoutIndexHtml(pathname: string): string | null {
  return /\/index\.html$/.test(pathname) ? pathname.slice(0, -'index.html'.length) : null;
}
