import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {noOptionsSchema} from '../page-data-kit/optionSchemas';
import {DIAGRAMS_DIR} from './config';
import {keyOfFileName} from './src/names';
import {parseStoredDiagram, type StoredDiagram} from './src/stored';

export const PLUGIN_NAME = 'diagrams';
/** What the Diagram component imports for its drawings (client/serverDrawings.d.ts). */
export const SERVER_DRAWINGS_MODULE = '@diagrams/server-drawings';

type Drawings = Record<string, StoredDiagram>;

/** Every drawing in src/diagrams, checked (both modes, root ids, sizes). */
export async function loadDrawings(dir: string): Promise<Drawings> {
  const drawings: Drawings = {};
  for (const name of (await readdir(dir).catch(() => [])).sort()) {
    const key = keyOfFileName(name);
    if (key) drawings[key] = parseStoredDiagram(JSON.parse(await readFile(path.join(dir, name), 'utf8')), key, `${DIAGRAMS_DIR}/${name}`);
  }
  return drawings;
}

/**
 * Diagrams drawn ahead of time (CONTRIBUTING.md, "Diagrams"). The remark plugin (remark.ts) puts
 * `<PrerenderedDiagram id=…>` where a ```mermaid block was; this plugin gives its component
 * (theme/Diagram) the drawings. The server render gets them all, through a data module only the
 * server bundle resolves, and writes both colour modes' SVG into the page's HTML. The browser
 * bundle resolves that module to an empty one: a page opened from the server keeps the HTML it
 * got, and a page reached by client navigation loads its diagram's file alone. So no drawing,
 * and no Mermaid, is part of any page's JavaScript.
 */
export default function pluginDiagrams(context: LoadContext): Plugin<Drawings> {
  const dir = path.join(context.siteDir, DIAGRAMS_DIR);
  const themePath = path.resolve(__dirname, 'theme');
  let serverDrawings: string | undefined;
  return {
    name: PLUGIN_NAME,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getPathsToWatch: () => [path.join(dir, '*.json')],
    loadContent: () => loadDrawings(dir),
    async contentLoaded({content, actions}) {
      serverDrawings = await actions.createData('drawings.json', JSON.stringify(content));
    },
    configureWebpack(_config, isServer) {
      if (!serverDrawings) throw new Error(`[${PLUGIN_NAME}] the drawings' data module was not written before the bundler configuration`);
      const target = isServer ? serverDrawings : path.resolve(__dirname, 'client/noDrawings.ts');
      return {resolve: {alias: {[`${SERVER_DRAWINGS_MODULE}$`]: target}}};
    },
  };
}

/** The plugin takes no options: Docusaurus runs this, so a stray one fails the build by name. */
export function validateOptions({validate, options}: OptionValidationContext<object | undefined, {id: string}>): {id: string} {
  return validate(noOptionsSchema(PLUGIN_NAME), options ?? {});
}
