import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {referenceIndexPath, splitIndex} from './src/indexParts';
import {join} from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import type {ParseFrontMatter} from '@docusaurus/types';
import {pageBody} from '../page-data-kit/mdx/frontMatter';
import {createMdxParser} from '../page-data-kit/mdx/parser';
import {buildSearchIndex, type SearchSynonyms} from './src/buildIndex';
import type {QueryExpansion} from './src/types';
import {devPageHtml, type MarkdownNode} from './src/devPage';

/** A doc as the docs plugin loaded it (the fields this module reads). */
export interface LoadedDoc {
  source: string;
  permalink: string;
  title: string;
  description: string;
  frontMatter: {keywords?: unknown};
}

/** Every doc of every docs plugin instance and version in allContentLoaded's `allContent`. */
export function loadedDocs(allContent: Record<string, Record<string, unknown> | undefined>): LoadedDoc[] {
  const instances = Object.values(allContent['docusaurus-plugin-content-docs'] ?? {});
  return instances.flatMap((content) => {
    const versions = (content as {loadedVersions?: {docs: LoadedDoc[]}[]}).loadedVersions ?? [];
    return versions.flatMap((version) => version.docs);
  });
}

/** The file beside the development index that keeps each page's HTML from the start before. */
export const DEV_PAGES_CACHE = 'pages-cache.json';

// What turns a page into its HTML: a cache made by other code is thrown away whole. Read when
// the development index is first written, not when a production build loads the plugin.
let renderer: string | undefined;
const rendererId = () =>
  (renderer ??= createHash('sha256')
    .update(readFileSync(join(__dirname, 'src/devPage.ts')))
    .update(readFileSync(join(__dirname, '../page-data-kit/mdx/parser.ts')))
    .digest('base64url'));

interface DevPagesCache {
  renderer: string;
  pages: Record<string, string>;
}

async function readCache(file: string): Promise<Record<string, string>> {
  try {
    const cache = JSON.parse(await readFile(file, 'utf8')) as DevPagesCache;
    return cache.renderer === rendererId() && cache.pages && typeof cache.pages === 'object' ? cache.pages : {};
  } catch {
    // No cache yet (a cold start, after `npm run clear`) or an unreadable one: every page is parsed.
    return {};
  }
}

/**
 * Writes the development index made from the pages' sources. A page that does not parse is
 * left out with a warning naming it: the dev server keeps running while an author types.
 */
export async function writeDevIndex(options: {
  docs: readonly LoadedDoc[];
  siteDir: string;
  /** The site's `markdown.parseFrontMatter`: the pages are read as the build reads them. */
  parseFrontMatter?: ParseFrontMatter;
  settings: Readonly<Record<string, string>>;
  siteKeywords: string;
  /** Glossary names that expand the pages they belong to (src/buildIndex.ts). */
  synonyms?: readonly SearchSynonyms[];
  expansions?: readonly QueryExpansion[];
  outFile: string;
  /** The site's trailingSlash and baseUrl: doc permalinks get the form the build's routes have. */
  routeOptions: {trailingSlash: boolean | undefined; baseUrl: string};
}): Promise<number> {
  let parse: ((source: string) => MarkdownNode) | undefined;
  const pages: {route: string; html: string}[] = [];
  // Parsing is most of the work: a page whose source, title, description and keywords are
  // unchanged since the last start or reload keeps its HTML.
  const cacheFile = join(options.outFile, '..', DEV_PAGES_CACHE);
  const cached = await readCache(cacheFile);
  const kept: Record<string, string> = {};
  // In route order, as the build indexes its pages.
  for (const doc of [...options.docs].sort((a, b) => a.permalink.localeCompare(b.permalink))) {
    const file = doc.source.replace(/^@site\//, `${options.siteDir}/`);
    try {
      const source = await pageBody(await readFile(file, 'utf8'), options.settings, file, options.parseFrontMatter);
      const keywords = Array.isArray(doc.frontMatter.keywords) ? doc.frontMatter.keywords.map(String) : [];
      const key = createHash('sha256')
        .update(JSON.stringify([doc.title, doc.description, keywords, source]))
        .digest('base64url');
      let html = cached[key];
      if (html === undefined) {
        parse ??= await createMdxParser<MarkdownNode>();
        const slugger = createSlugger();
        html = devPageHtml({title: doc.title, description: doc.description, keywords, tree: parse(source)}, (text) => slugger.slug(text));
      }
      kept[key] = html;
      pages.push({route: applyTrailingSlash(doc.permalink, options.routeOptions), html});
    } catch (error) {
      console.warn(`[search-pl] ${file} left out of the development index: ${(error as Error).message}`);
    }
  }
  const index = buildSearchIndex(pages, options.siteKeywords, {
    synonyms: options.synonyms,
    baseUrl: options.routeOptions.baseUrl,
    expansions: options.expansions,
  });
  await mkdir(join(options.outFile, '..'), {recursive: true});
  // The same two files as the build (src/indexParts.ts), so the box behaves as in production.
  const {guides, reference} = splitIndex(index);
  await writeFile(options.outFile, JSON.stringify(guides));
  await writeFile(referenceIndexPath(options.outFile), JSON.stringify(reference));
  await writeFile(cacheFile, JSON.stringify({renderer: rendererId(), pages: kept} satisfies DevPagesCache));
  return pages.length;
}
