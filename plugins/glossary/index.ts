import type {LoadContext, Plugin} from '@docusaurus/types';
import {glossary} from './data/glossary';
import {defaultOptions, type GlossaryOptions} from './options';
import {createPageDataPlugin} from '../page-data-kit/plugin';
import {loadGlossaryContent} from './src/load';
import {buildGlossaryJson, serializeJson} from './src/output';
import {pagesFromSources} from './src/routes';
import {PLUGIN_NAME, type GlossaryContent} from './src/types';

/** Named in glossary.json and in build errors, so readers know where to fix an entry. */
export const GLOSSARY_DATA_FILE = 'plugins/glossary/data/glossary.ts';

/**
 * Glossary (issue 20): validates plugins/glossary/data against the doc pages at build time,
 * gives the glossary page its entries (glossary.json, imported only by its component), and
 * writes api/glossary.json.
 * MDX (only on the glossary page): `import Glossary from '@theme/Glossary';` then `<Glossary />`.
 */
export default function pluginGlossary(context: LoadContext, options: Partial<GlossaryOptions> = {}): Plugin<GlossaryContent> {
  const {docsDir, glossaryRoute, outputPath} = {...defaultOptions, ...options};
  // The kit reads pages with paths relative to the site; the routes are relative to the docs folder.
  const inDocs = (file: string) => file.slice(docsDir.replace(/\/$/, '').length + 1);
  return createPageDataPlugin(context, {
    name: PLUGIN_NAME,
    pluginDir: __dirname,
    pagesDirs: [docsDir],
    load: (pages) =>
      loadGlossaryContent(glossary, pagesFromSources(pages.map((page) => ({...page, file: inDocs(page.file)}))), glossaryRoute),
    dataModule: 'glossary.json',
    output: {
      path: outputPath,
      serialize: (content, baseUrl) => serializeJson(buildGlossaryJson(content, {baseUrl, dataFile: GLOSSARY_DATA_FILE})),
    },
  });
}

export {validateOptions} from './options';
