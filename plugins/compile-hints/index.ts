import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {noOptionsSchema} from '../page-data-kit/optionSchemas';

/**
 * V8's explicit compile hint: a script whose first line is this comment has all its functions
 * compiled while it streams in, on a background thread, instead of each one lazily on the main
 * thread the first time it runs (Chrome 136 and later; other engines read a comment).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The entry bundle (React DOM, the router, the theme's layout, the client modules) runs almost
 * all of its code while a page starts and hydrates: evaluating it was the longest task of every
 * page's load on a phone (issue 21). Compiled ahead, that task fell from 297 to 193 ms on the home
 * page and from 352 to 253 ms on the long FAQ page (Chromium at 4× CPU slowdown, median of 7;
 * bench/results.md). Only entry chunks get the hint: a page's own chunks run a small part of
 * their code, and compiling all of it would cost more than it saves (measured: no further gain).
 * The comment is added after minification, which would strip it, and before content hashing.
 */
export default function pluginCompileHints(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance as unknown as {
        BannerPlugin: new (options: object) => WebpackPluginInstance;
        Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number};
      };
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            entryOnly: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}

/** The plugin takes no options: Docusaurus runs this, so a stray one fails the build by name. */
export function validateOptions({validate, options}: OptionValidationContext<object | undefined, {id: string}>): {id: string} {
  return validate(noOptionsSchema('compile-hints'), options ?? {});
}
