import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import {join, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SearchGlobalData, SearchPluginOptions} from './options';
import {buildSearchIndex, indexableRoutes, type SearchSynonyms} from './src/buildIndex';
import {loadedDocs, writeDevIndex} from './devIndex';
import {referenceIndexPath, splitIndex} from './src/indexParts';
import {glossaryExpansions, validateIntents} from './src/expansions';
import intents from './data/intents.json';

/** The keywords meta of themeConfig.metadata, which pages without their own inherit. */
function siteKeywords(themeConfig: {metadata?: unknown}): string {
  const metadata = Array.isArray(themeConfig.metadata) ? (themeConfig.metadata as Array<{name?: string; content?: string}>) : [];
  return metadata.find((tag) => tag.name === 'keywords')?.content ?? '';
}

/**
 * Local Polish search (issue 9): the search box (@theme/SearchBar), the results page at
 * /search/?q= and, after the build, search-index.json made from every built doc page.
 */
/** The synonym list of the module the options name (loaded at build time, never sent to the browser). */
export function loadSynonyms(siteDir: string, modulePath: string | null): readonly SearchSynonyms[] {
  if (!modulePath) return [];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(join(siteDir, modulePath)) as {searchSynonyms?: unknown};
  if (!Array.isArray(loaded.searchSynonyms)) throw new Error(`search-pl: ${modulePath} has no searchSynonyms list`);
  return loaded.searchSynonyms as SearchSynonyms[];
}

export default function pluginSearchPl(context: LoadContext, options: SearchPluginOptions): Plugin<unknown> {
  const synonyms = loadSynonyms(context.siteDir, options.synonymsModule);
  // Checked once at start: a bad entry stops the build with its id named (src/expansions.ts).
  const expansions = [...glossaryExpansions(synonyms), ...validateIntents(intents, 'plugins/search-pl/data/intents.json')];
  const {maxSuggestions, indexFileName, searchPagePath, popularPages} = options;
  const {baseUrl} = context;
  // `docusaurus start` renders no HTML to index: there the index is made from the MDX sources
  // after every content reload and served by the dev server (CONTRIBUTING.md, "Search").
  const development = process.env.NODE_ENV === 'development';
  const devIndexDir = join(context.generatedFilesDir, 'search-pl-dev');
  return {
    name: 'search-pl',
    getThemePath: () => resolve(__dirname, 'theme'),
    getTypeScriptThemePath: () => resolve(__dirname, 'theme'),
    async contentLoaded({actions}) {
      const data: SearchGlobalData = {maxSuggestions, indexPath: indexFileName, searchPagePath, popularPages};
      actions.setGlobalData(data);
      actions.addRoute({path: `${baseUrl}${searchPagePath}`, component: '@theme/SearchPage', exact: true});
    },
    async allContentLoaded({allContent}) {
      if (!development) return;
      const count = await writeDevIndex({
        docs: loadedDocs(allContent as Record<string, Record<string, unknown> | undefined>),
        siteDir: context.siteDir,
        parseFrontMatter: context.siteConfig.markdown.parseFrontMatter,
        settings: (context.siteConfig.customFields?.siteSettings ?? {}) as Record<string, string>,
        siteKeywords: siteKeywords(context.siteConfig.themeConfig),
        synonyms,
        expansions,
        outFile: join(devIndexDir, indexFileName),
        routeOptions: {trailingSlash: context.siteConfig.trailingSlash, baseUrl},
      });
      console.info(`[search-pl] development index: ${count} pages`);
    },
    configureWebpack(_config, isServer) {
      if (!development || isServer) return {};
      // Served beside the static/ folder at the address the box fetches in production; not
      // watched, so a new index does not reload the page the author is looking at.
      const devServer = {static: [{directory: devIndexDir, publicPath: baseUrl, watch: false}]};
      return {devServer} as Record<string, unknown>;
    },
    async postBuild({routesPaths, outDir}) {
      const routes = indexableRoutes(routesPaths, baseUrl, searchPagePath);
      const pages = [];
      for (const route of routes) {
        const file = join(outDir, route.slice(baseUrl.length), 'index.html');
        if (existsSync(file)) pages.push({route, html: await readFile(file, 'utf8')});
      }
      const index = buildSearchIndex(pages, siteKeywords(context.siteConfig.themeConfig), {synonyms, baseUrl, expansions});
      // The guides in one file, the reference in another, fetched only when a query needs it.
      const {guides, reference} = splitIndex(index);
      for (const [fileName, part] of [
        [indexFileName, guides],
        [referenceIndexPath(indexFileName), reference],
      ] as const) {
        // Written last and never over an existing file: a clash means another plugin owns the name.
        await writeFile(join(outDir, fileName), JSON.stringify(part), {flag: 'wx'}).catch((error: NodeJS.ErrnoException) => {
          throw new Error(`search-pl: cannot write ${fileName} in ${outDir} (${error.code}); is another search plugin installed?`);
        });
      }
    },
  };
}

export {validateOptions} from './options';
