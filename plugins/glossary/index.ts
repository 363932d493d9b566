import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {glossary} from './data/glossary';
import {defaultOptions, type GlossaryOptions} from './options';
import {writeBuildFile} from '../page-data-kit/files';
import {loadGlossaryContent} from './src/load';
import {buildGlossaryJson, serializeJson} from './src/output';
import {docPages} from './src/routes';
import {PLUGIN_NAME, type GlossaryContent} from './src/types';

/** Named in glossary.json and in build errors, so readers know where to fix an entry. */
export const GLOSSARY_DATA_FILE = 'plugins/glossary/data/glossary.ts';

/**
 * Glossary (issue 20): validates plugins/glossary/data against the doc pages at build time,
 * gives the glossary page its entries, and writes api/glossary.json.
 * MDX (only on the glossary page): `import Glossary from '@theme/Glossary';` then `<Glossary />`.
 */
export default function pluginGlossary(context: LoadContext, options: Partial<GlossaryOptions> = {}): Plugin<GlossaryContent> {
  const {docsDir, glossaryRoute, outputPath} = {...defaultOptions, ...options};
  const themePath = path.resolve(__dirname, 'theme');
  const docsPath = path.join(context.siteDir, docsDir);
  return {
    name: PLUGIN_NAME,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getPathsToWatch: () => [path.join(__dirname, 'data', '*.ts'), path.join(docsPath, '**', '*.{md,mdx}')],
    async loadContent() {
      return loadGlossaryContent(glossary, docPages(docsPath), glossaryRoute);
    },
    async contentLoaded({content, actions}) {
      // A data module of its own, imported only by the glossary page's component: global data
      // would ship every definition in every page's first load (issue 10 budget).
      await actions.createData('glossary.json', JSON.stringify(content));
    },
    async postBuild({content, outDir, baseUrl}) {
      await writeBuildFile(outDir, outputPath, serializeJson(buildGlossaryJson(content, {baseUrl, dataFile: GLOSSARY_DATA_FILE})));
    },
  };
}

export {validateOptions} from './options';
