import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readPages, writeBuildFile} from './files';
import type {PageSource} from './pageText';

/** What differs between our data plugins (dictionaries, error catalogue, glossary); the rest is here. */
export interface PageDataPluginSpec<Content> {
  name: string;
  /** The plugin's folder (its __dirname): components in theme/, data modules in data/. */
  pluginDir: string;
  /** Folders of pages (relative to the site) that are read and watched for references. */
  pagesDirs: readonly string[];
  /** Validates the data against the pages; throws a build error naming the file and entry. */
  load: (pages: PageSource[]) => Content;
  /**
   * Name of the data module the components import (through createData): only the pages that
   * show the data load it; global data would put it in every page's main bundle.
   */
  dataModule: string;
  /** The JSON file the build publishes (path in the build) and its text. */
  output: {path: string; serialize: (content: Content, baseUrl: string) => string};
}

/**
 * A data plugin: typed data validated against the pages at build time, a data module for its
 * components, and a JSON file in the build. MDX uses the components from its theme folder.
 */
export function createPageDataPlugin<Content>(context: LoadContext, spec: PageDataPluginSpec<Content>): Plugin<Content> {
  const themePath = path.resolve(spec.pluginDir, 'theme');
  return {
    name: spec.name,
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getPathsToWatch: () => [
      // The data is JSON read through a typed .ts entry point: either changing reloads it.
      path.join(spec.pluginDir, 'data', '*.{ts,json}'),
      ...spec.pagesDirs.map((dir) => path.join(context.siteDir, dir, '**', '*.{md,mdx}')),
    ],
    async loadContent() {
      return spec.load(await readPages(context.siteDir, spec.pagesDirs));
    },
    async contentLoaded({content, actions}) {
      await actions.createData(spec.dataModule, JSON.stringify(content));
    },
    async postBuild({content, outDir, baseUrl}) {
      await writeBuildFile(outDir, spec.output.path, spec.output.serialize(content, baseUrl));
    },
  };
}
