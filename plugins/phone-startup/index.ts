import path from 'node:path';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {noOptionsSchema} from '../page-data-kit/optionSchemas';

/**
 * V8's explicit compile hint: a script whose first line is this comment has all its functions
 * compiled while it streams in, on a background thread, instead of each one lazily on the main
 * thread the first time it runs (Chrome 136 and later; other engines read a comment).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const BROWSER_CONTEXT = path.resolve(__dirname, 'client/browserContext.tsx');
const CORE_CLIENT = `${path.sep}@docusaurus${path.sep}core${path.sep}lib${path.sep}client`;

/** True for core's own imports of its browser context (from client/App.js and client/exports/). */
export function isCoreBrowserContext(resource: {context?: string; request: string}): boolean {
  return /^\.\.?\/browserContext(\.js)?$/.test(resource.request) && Boolean(resource.context?.includes(CORE_CLIENT));
}

/**
 * What keeps a page's start on a phone short (issue 21: Lighthouse mobile at least 95), where
 * wrapping a theme component cannot reach:
 * - The entry bundle (React DOM, the router, the theme's layout, the client modules) runs almost
 *   all of its code while a page starts and hydrates: evaluating it was the longest task of every
 *   page load. With the compile hint that task fell from 297 to 193 ms on the home page and from
 *   352 to 253 ms on the long FAQ page (Chromium at 4× CPU slowdown, median of 7). Only entry
 *   chunks get it: a page's own chunks run a small part of their code, and compiling all of it
 *   measured no further gain. The comment goes in after minification (which strips comments) and
 *   before content hashing.
 * - Core's browser context (`useIsBrowser`) becomes true in a transition (client/browserContext.tsx).
 */
export default function pluginPhoneStartup(): Plugin {
  return {
    name: 'phone-startup',
    configureWebpack(_config, isServer, {currentBundler}) {
      const {BannerPlugin, Compilation, NormalModuleReplacementPlugin} = currentBundler.instance;
      const browserContext = new NormalModuleReplacementPlugin(/browserContext/, (resource: {context?: string; request: string}) => {
        if (isCoreBrowserContext(resource)) resource.request = BROWSER_CONTEXT;
      });
      if (isServer) return {plugins: [browserContext]};
      const compileHint = new BannerPlugin({
        banner: COMPILE_HINT,
        raw: true,
        entryOnly: true,
        test: /\.js$/,
        stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      });
      return {plugins: [compileHint, browserContext]};
    },
  };
}

/** The plugin takes no options: Docusaurus runs this, so a stray one fails the build by name. */
export function validateOptions({validate, options}: OptionValidationContext<object | undefined, {id: string}>): {id: string} {
  return validate(noOptionsSchema('phone-startup'), options ?? {});
}
