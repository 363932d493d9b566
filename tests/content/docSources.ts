import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import YAML from 'yaml';
import {splitFrontMatter} from '../../plugins/page-data-kit/mdx/frontMatter';

/** A page of docs/ as the content checks see it: its route, front matter and body. */
export interface DocSource {
  file: string;
  route: string;
  frontMatter: Record<string, unknown>;
  body: string;
}

export const DOCS_DIR = join(__dirname, '../../docs');

function listMdx(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listMdx(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

/** Route of a doc file under routeBasePath '/', as Docusaurus derives it (or its `slug`). */
export function routeOf(file: string, frontMatter: Record<string, unknown>): string {
  if (typeof frontMatter.slug === 'string') {
    const slug = frontMatter.slug.startsWith('/') ? frontMatter.slug : `/${frontMatter.slug}`;
    return slug.endsWith('/') ? slug : `${slug}/`;
  }
  const path = relative(DOCS_DIR, file)
    .split(sep)
    .join('/')
    .replace(/\.mdx?$/, '');
  const withoutIndex = path === 'index' ? '' : path.replace(/\/index$/, '');
  return withoutIndex === '' ? '/' : `/${withoutIndex}/`;
}

export function loadDocs(): DocSource[] {
  return listMdx(DOCS_DIR).map((file) => {
    const source = readFileSync(file, 'utf8');
    const page = splitFrontMatter(source);
    const frontMatter = (page.bodyLine > 0 ? YAML.parse(page.frontMatter) : {}) ?? {};
    return {file, route: routeOf(file, frontMatter), frontMatter, body: page.body};
  });
}

/** Fenced code blocks of a page body with their language. */
export function codeBlocks(body: string): {lang: string; code: string}[] {
  return [...body.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```/gm)].map((m) => ({lang: m[1], code: m[2]}));
}
