import type {LoadContext, Plugin} from '@docusaurus/types';
import {ERRORS_DATA_FILE, errorCatalogueData} from './data/errors';
import {defaultOptions, type ErrorCatalogueOptions} from './options';
import {createPageDataPlugin} from '../page-data-kit/plugin';
import {loadErrorCatalogue, type ErrorCatalogueContent} from './src/load';
import {buildErrorsJson, serializeJson} from './src/output';
import {PLUGIN_NAME} from './src/types';

/**
 * Error-code catalogue (issue 6): validates plugins/error-catalogue/data, checks every page that
 * links an entry, gives the components their data (content.json, imported by client/hooks.ts),
 * and writes api/errors.json.
 * MDX: `import ErrorCode from '@theme/ErrorCode';` then `<ErrorCode code={409} />`.
 */
export default function pluginErrorCatalogue(
  context: LoadContext,
  options: Partial<ErrorCatalogueOptions> = {},
): Plugin<ErrorCatalogueContent> {
  const {pagesDirs, outputPath, catalogueRoute} = {...defaultOptions, ...options};
  return createPageDataPlugin(context, {
    name: PLUGIN_NAME,
    pluginDir: __dirname,
    pagesDirs,
    load: (pages) => loadErrorCatalogue(errorCatalogueData, pages, {dataFile: ERRORS_DATA_FILE, route: catalogueRoute}),
    dataModule: 'content.json',
    output: {
      path: outputPath,
      serialize: (content, baseUrl) => serializeJson(buildErrorsJson(content, {baseUrl, dataFile: ERRORS_DATA_FILE})),
    },
  });
}

export {validateOptions} from './options';
