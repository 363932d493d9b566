import path from 'node:path';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {noOptionsSchema} from '../page-data-kit/optionSchemas';

const TSLIB_HELPER = path.resolve(__dirname, 'client/tslib.ts');
const NO_STARTUP_LANGUAGES = path.resolve(__dirname, 'client/noStartupLanguages.ts');
// The theme's client module that loads Prism and its languages on every page at start-up.
const THEME_PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

/**
 * Keeps libraries' unused code out of every page's first load (issue 10: at most 190 KiB of
 * JavaScript gzipped) by pointing two imports of the bundles at smaller modules:
 * - prism-react-renderer ships one module with its own Prism, about twenty languages and twenty
 *   colour themes (about 26 KiB gzipped). client/prismReactRenderer.ts gives the theme the same
 *   `Highlight` and `Prism` with Prism's core and only the languages of `prism.additionalLanguages`
 *   (docusaurus.config.ts lists every language our pages use). Node code (the config's themes)
 *   is unchanged.
 * - @docusaurus/utils-common requires the whole of tslib (about 4 KiB) for one helper; it gets
 *   client/tslib.ts instead. Any other package still gets the real tslib. Kept after measuring
 *   without it (2026-11-25, bench/results.md): every page's first load grows by 3.7 KiB gzipped,
 *   which puts plain docs pages with code over the 190 KiB budget (Cloud Storage's
 *   metody-autoryzacji 190.7 KiB, rest-api 190.6 KiB).
 * - The theme registers `prism.additionalLanguages` from a client module, which put Prism and its
 *   languages (about 8 KiB gzipped) into every page's main bundle. That module is replaced by an
 *   empty one; client/prismReactRenderer.ts registers the languages when it loads, and only the
 *   code block's chunk imports it (pages outside the docs, like the home page, no longer load it).
 */
export default function pluginLeanBundle(): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        resolve: {alias: {'prism-react-renderer$': path.resolve(__dirname, 'client/prismReactRenderer.ts')}},
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^tslib$/, (resource: {context?: string; request: string}) => {
            if (resource.context?.includes(`${path.sep}@docusaurus${path.sep}utils-common${path.sep}`)) resource.request = TSLIB_HELPER;
          }),
          new currentBundler.instance.NormalModuleReplacementPlugin(
            THEME_PRISM_CLIENT_MODULE,
            (resource: {context?: string; request: string}) => {
              resource.request = NO_STARTUP_LANGUAGES;
            },
          ),
        ],
      };
    },
  };
}

/** The plugin takes no options: Docusaurus runs this, so a stray one fails the build by name. */
export function validateOptions({validate, options}: OptionValidationContext<object | undefined, {id: string}>): {id: string} {
  return validate(noOptionsSchema('lean-bundle'), options ?? {});
}
