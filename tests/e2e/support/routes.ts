import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {loadDocs} from '../../content/docSources';

const ROOT = join(__dirname, '../../..');
const PAGES_DIR = join(ROOT, 'src/pages');

/** Route of a file in src/pages, as Docusaurus' pages plugin derives it (index → its folder). */
export function pageRouteOf(relativeFile: string): string | null {
  // The pages plugin skips files and folders starting with _ and style modules.
  if (/(^|\/)_/.test(relativeFile) || !/\.(tsx?|jsx?|mdx?)$/.test(relativeFile)) return null;
  const path = relativeFile.replace(/\.(tsx?|jsx?|mdx?)$/, '');
  const withoutIndex = path === 'index' ? '' : path.replace(/\/index$/, '');
  return withoutIndex === '' ? '/' : `/${withoutIndex}/`;
}

function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/**
 * Every canonical route of the site, relative to the base path: one per page of docs/ and of
 * src/pages. Derived from the sources, so a new page is covered by the route suite without
 * editing anything but the page.
 */
export function siteRoutes(): string[] {
  const docs = loadDocs().map((doc) => doc.route);
  const pages = listFiles(PAGES_DIR)
    .map(pageRouteOf)
    .filter((route): route is string => route !== null);
  return [...new Set([...pages, ...docs])].sort();
}

/** Routes a build lists in its sitemap (the sitemap plugin's view of the site), relative to the base path. */
export function sitemapRoutes(buildDir = join(process.cwd(), 'build'), basePath = '/pl/docs'): string[] {
  const xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .map((path) => (path.startsWith(basePath) ? path.slice(basePath.length) : path))
    .sort();
}

/** Canonical routes that the current build has (every one, once the build is complete). */
export function builtRoutes(buildDir = join(process.cwd(), 'build')): string[] {
  return siteRoutes().filter((route) => existsSync(join(buildDir, route, 'index.html')));
}
