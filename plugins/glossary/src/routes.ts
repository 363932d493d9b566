import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

/**
 * Doc routes (relative to the base path) from the docs folder: a front-matter slug wins,
 * otherwise the file path, so the glossary's page links are checked against real pages.
 */
export function docRoutes(docsDir: string): Set<string> {
  const routes = new Set<string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        walk(full);
      } else if (/\.mdx?$/.test(name)) {
        const slug = /^---[\s\S]*?^slug:\s*(\S+)\s*$[\s\S]*?^---/m.exec(readFileSync(full, 'utf8'))?.[1];
        const relative = '/' + path.relative(docsDir, full).split(path.sep).join('/');
        const route = slug ?? relative.replace(/\/index\.mdx?$/, '/').replace(/\.mdx?$/, '/');
        routes.add(route.endsWith('/') ? route : `${route}/`);
      }
    }
  };
  walk(docsDir);
  return routes;
}
