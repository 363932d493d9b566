import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {ERRORS_DATA_FILE, errorCatalogueData} from './data/errors';
import {defaultOptions, type ErrorCatalogueOptions} from './options';
import {readPages, writeBuildFile} from '../page-data-kit/files';
import {loadErrorCatalogue, type ErrorCatalogueContent} from './src/load';
import {buildErrorsJson, serializeJson} from './src/output';
import {PLUGIN_NAME} from './src/types';

/**
 * Error-code catalogue (issue 6): validates plugins/error-catalogue/data, checks every page that
 * links an entry, gives the components their data, and writes api/errors.json.
 * MDX: `import ErrorCode from '@theme/ErrorCode';` then `<ErrorCode code={409} />`.
 */
export default function pluginErrorCatalogue(
  context: LoadContext,
  options: Partial<ErrorCatalogueOptions> = {},
): Plugin<ErrorCatalogueContent> {
  const {pagesDirs, outputPath, catalogueRoute} = {...defaultOptions, ...options};
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
      return loadErrorCatalogue(errorCatalogueData, pages, {dataFile: ERRORS_DATA_FILE, route: catalogueRoute});
    },
    async contentLoaded({content, actions}) {
      // A module of its own (client/hooks.ts imports it), so the data reaches only the pages that
      // show it; global data would put it in every page's main bundle (issue 10 budget).
      await actions.createData('content.json', JSON.stringify(content));
    },
    async postBuild({content, outDir, baseUrl}) {
      const json = buildErrorsJson(content, {baseUrl, dataFile: ERRORS_DATA_FILE});
      await writeBuildFile(outDir, outputPath, serializeJson(json));
    },
  };
}

export {validateOptions} from './options';
