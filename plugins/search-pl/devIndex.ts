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
  const parse = await createMdxParser<MarkdownNode>();
  const pages: {route: string; html: string}[] = [];
  // In route order, as the build indexes its pages.
  for (const doc of [...options.docs].sort((a, b) => a.permalink.localeCompare(b.permalink))) {
    const file = doc.source.replace(/^@site\//, `${options.siteDir}/`);
    try {
      const source = await pageBody(await readFile(file, 'utf8'), options.settings, file, options.parseFrontMatter);
      const slugger = createSlugger();
      const keywords = Array.isArray(doc.frontMatter.keywords) ? doc.frontMatter.keywords.map(String) : [];
      const html = devPageHtml({title: doc.title, description: doc.description, keywords, tree: parse(source)}, (text) =>
        slugger.slug(text),
      );
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
  return pages.length;
}
