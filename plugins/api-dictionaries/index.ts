import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DICTIONARIES_DATA_FILE, dictionaryData} from './data/dictionaries';
import {defaultOptions, type ApiDictionariesOptions} from './options';
import {readPages, writeBuildFile} from '../page-data-kit/files';
import {loadDictionaryContent, type DictionaryContent} from './src/load';
import {PLUGIN_NAME} from './src/types';
import {buildDictionariesJson, serializeJson} from './src/output';

/**
 * API dictionaries (issue 6): validates plugins/api-dictionaries/data, checks every page that
 * uses a dictionary, gives the components their data, and writes api/dictionaries.json.
 * MDX: `import DictionaryTable from '@theme/DictionaryTable';` then `<DictionaryTable id={27} />`.
 */
export default function pluginApiDictionaries(
  context: LoadContext,
  options: Partial<ApiDictionariesOptions> = {},
): Plugin<DictionaryContent> {
  const {pagesDirs, outputPath, dictionariesRoute} = {...defaultOptions, ...options};
  const themePath = path.resolve(__dirname, 'theme');
  return {
    name: PLUGIN_NAME,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getPathsToWatch: () => [
      path.join(__dirname, 'data', '*.ts'),
      ...pagesDirs.map((dir) => path.join(context.siteDir, dir, '**', '*.{md,mdx}')),
    ],
    async loadContent() {
      const pages = await readPages(context.siteDir, pagesDirs);
      return loadDictionaryContent(dictionaryData, pages, {dataFile: DICTIONARIES_DATA_FILE, route: dictionariesRoute});
    },
    async contentLoaded({content, actions}) {
      // A module of its own (client/hooks.ts imports it), so the data reaches only the pages that
      // show it; global data would put it in every page's main bundle (issue 10 budget).
      await actions.createData('content.json', JSON.stringify(content));
    },
    async postBuild({content, outDir, baseUrl}) {
      const json = buildDictionariesJson(content, {baseUrl, dataFile: DICTIONARIES_DATA_FILE});
      await writeBuildFile(outDir, outputPath, serializeJson(json));
    },
  };
}

export {validateOptions} from './options';
