import pluginContentDocs, {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions, LoadedContent} from '@docusaurus/plugin-content-docs';
import {withoutDocDescriptions, type RouteLike} from '../src/leanVersionProps';
import {patchesOff} from '../switches';

/**
 * Docusaurus' own docs plugin (registered here instead of through the classic preset, which
 * gets `docs: false`), with one change: the version prop of its routes leaves out the page
 * descriptions that no component of this site reads (src/leanVersionProps.ts). Everything else,
 * name and id included, is the plugin's own, so the theme and the other plugins see no difference.
 */
export default async function pluginDocs(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const docs = await pluginContentDocs(context, options);
  if (patchesOff().has('doc-descriptions')) return docs;
  return {
    ...docs,
    async contentLoaded(args) {
      const addRoute = args.actions.addRoute;
      await docs.contentLoaded?.({
        ...args,
        actions: {...args.actions, addRoute: (route) => addRoute(withoutDocDescriptions(route as RouteLike) as typeof route)},
      });
    },
  };
}

export const validateOptions = validateDocsOptions;
