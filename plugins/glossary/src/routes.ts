import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

/**
 * A plain scalar of the front matter (`title`, `slug`). Our pages keep these on one line, plain
 * or quoted; a full YAML parser is a dev dependency only, and the build needs just these two.
 */
export function frontMatterValue(source: string, key: string): string | undefined {
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
  const raw = block && new RegExp(`^${key}:[ \\t]*(.+?)[ \\t]*$`, 'm').exec(block)?.[1];
  if (!raw) return undefined;
  if (raw.startsWith("'") && raw.endsWith("'")) return raw.slice(1, -1).replace(/''/g, "'");
  if (raw.startsWith('"') && raw.endsWith('"')) return JSON.parse(raw) as string;
  return raw;
}

/**
 * Doc pages (route relative to the base path → title) from the docs folder's sources (`file`
 * relative to the folder): a front-matter slug wins, otherwise the file path, so the glossary's
 * page links are checked against real pages and the glossary page can name each page by its title.
 */
export function pagesFromSources(sources: ReadonlyArray<{file: string; text: string}>): Map<string, string> {
  const pages = new Map<string, string>();
  for (const {file, text} of [...sources].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    const slug = frontMatterValue(text, 'slug');
    const relative = `/${file}`;
    const route = slug ?? relative.replace(/(^|\/)index\.mdx?$/, '/').replace(/\.mdx?$/, '/');
    const title = frontMatterValue(text, 'title') ?? route;
    pages.set(route.endsWith('/') ? route : `${route}/`, title);
  }
  return pages;
}

/** The same, read from the docs folder on disk. */
export function docPages(docsDir: string): Map<string, string> {
  const sources: {file: string; text: string}[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.mdx?$/.test(name))
        sources.push({file: path.relative(docsDir, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8')});
    }
  };
  walk(docsDir);
  return pagesFromSources(sources);
}

/** The routes alone, for the validation. */
export function docRoutes(docsDir: string): Set<string> {
  return new Set(docPages(docsDir).keys());
}
