import type {GlossaryEntry} from './types';

/**
 * Which entries a page's terms may link to: an entry with `linksIn` only on pages under one of
 * its prefixes, one with `linksNotIn` never under those. A page whose route is unknown gets no
 * scoped entry. Pure.
 */
export function entriesForRoute(entries: readonly GlossaryEntry[], route: string | null): GlossaryEntry[] {
  return entries.filter((entry) => {
    if (entry.linksIn && (route === null || !entry.linksIn.some((prefix) => route.startsWith(prefix)))) return false;
    if (entry.linksNotIn && (route === null || entry.linksNotIn.some((prefix) => route.startsWith(prefix)))) return false;
    return true;
  });
}

/** The route of a doc page from its file path: `…/docs/a/b.mdx` → `/a/b/`, `…/docs/a/index.mdx` → `/a/`. */
export function docRouteOfFile(path: string | undefined): string | null {
  const match = path ? /(?:^|\/)docs\/(.+)\.mdx?$/.exec(path.replace(/\\/g, '/')) : null;
  if (!match) return null;
  const route = match[1].replace(/(?:^|\/)index$/, '');
  return route === '' ? '/' : `/${route}/`;
}
