import {execFileSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

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

let loaded: DocSource[] | undefined;

/**
 * Every page of docs/, read once per test file by the one reader of the MDX sources
 * (plugins/page-data-kit/mdx: Docusaurus' parseMarkdownFile, so the front matter is what the
 * build sees). That reader is asynchronous and jest collects tests synchronously (describe.each
 * over the pages), so readDocs.mjs runs it in a child process.
 */
export function loadDocs(): DocSource[] {
  loaded ??= (
    JSON.parse(
      execFileSync(process.execPath, [join(__dirname, 'readDocs.mjs'), ...listMdx(DOCS_DIR)], {encoding: 'utf8', maxBuffer: 1 << 28}),
    ) as {file: string; frontMatter: Record<string, unknown>; body: string}[]
  ).map(({file, frontMatter, body}) => ({file, route: routeOf(file, frontMatter), frontMatter, body}));
  return loaded;
}

/** Fenced code blocks of a page body with their language. */
export function codeBlocks(body: string): {lang: string; code: string}[] {
  return [...body.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```/gm)].map((m) => ({lang: m[1], code: m[2]}));
}
