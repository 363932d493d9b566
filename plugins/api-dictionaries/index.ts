import type {LoadContext, Plugin} from '@docusaurus/types';
import {DICTIONARIES_DATA_FILE, dictionaryData} from './data/dictionaries';
import {defaultOptions, type ApiDictionariesOptions} from './options';
import {createPageDataPlugin} from '../page-data-kit/plugin';
import {loadDictionaryContent, type DictionaryContent} from './src/load';
import {PLUGIN_NAME} from './src/types';
import {buildDictionariesJson, serializeJson} from './src/output';

/**
 * API dictionaries (issue 6): validates plugins/api-dictionaries/data, checks every page that
 * uses a dictionary, gives the components their data (content.json, imported by client/hooks.ts),
 * and writes api/dictionaries.json.
 * MDX: `import DictionaryTable from '@theme/DictionaryTable';` then `<DictionaryTable id={27} />`.
 */
export default function pluginApiDictionaries(
  context: LoadContext,
  options: Partial<ApiDictionariesOptions> = {},
): Plugin<DictionaryContent> {
  const {pagesDirs, outputPath, dictionariesRoute} = {...defaultOptions, ...options};
  return createPageDataPlugin(context, {
    name: PLUGIN_NAME,
    pluginDir: __dirname,
    pagesDirs,
    load: (pages) => loadDictionaryContent(dictionaryData, pages, {dataFile: DICTIONARIES_DATA_FILE, route: dictionariesRoute}),
    dataModule: 'content.json',
    output: {
      path: outputPath,
      serialize: (content, baseUrl) => serializeJson(buildDictionariesJson(content, {baseUrl, dataFile: DICTIONARIES_DATA_FILE})),
    },
  });
}

export {validateOptions} from './options';
