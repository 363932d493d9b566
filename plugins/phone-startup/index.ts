import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {REACT_DOM_CHUNK_NAME} from './entryScripts';
import {registryModules, withModuleOrigins, type ClientManifest} from './routeChunks';
import {noOptionsSchema} from '../page-data-kit/optionSchemas';

/**
 * V8's explicit compile hint: a script whose first line is this comment has all its functions
 * compiled while it streams in, on a background thread, instead of each one lazily on the main
 * thread the first time it runs (Chrome 136 and later; other engines read a comment).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Modules of Docusaurus replaced by ours (client/), each matched by the relative request its own
 * package makes for it and the folder the request comes from. The bundler caches resolved modules
 * (node_modules/.cache): after changing this list, `npm run clear` before building.
 */
const REPLACEMENTS = [
  {
    // Core's browser context (`useIsBrowser`), imported by client/App.js and client/exports/.
    from: path.join('@docusaurus', 'core', 'lib', 'client'),
    request: /^\.\.?\/browserContext(\.js)?$/,
    to: path.resolve(__dirname, 'client/browserContext.tsx'),
  },
  {
    // theme-common's `useWindowSize`, imported by its index and by contexts/navbarMobileSidebar.js.
    from: path.join('@docusaurus', 'theme-common', 'lib'),
    request: /^\.\.?\/(hooks\/)?useWindowSize(\.js)?$/,
    to: path.resolve(__dirname, 'client/useWindowSize.ts'),
  },
  {
    // theme-common's `useShallowMemoObject` (client/reactUtils.ts), imported with the rest of its
    // module by contexts/navbarSecondaryMenu/content.js and hooks/useMutationObserver.js.
    from: path.join('@docusaurus', 'theme-common', 'lib'),
    request: /^(\.\.\/)+utils\/reactUtils(\.js)?$/,
    to: path.resolve(__dirname, 'client/reactUtils.ts'),
  },
  {
    // theme-classic's Tabs, which keys its provider with `useIsBrowser()` (client/tabsKeyOnce.ts).
    from: path.join('@docusaurus', 'theme-classic', 'lib', 'theme', 'Tabs'),
    request: /^@docusaurus\/useIsBrowser$/,
    to: path.resolve(__dirname, 'client/tabsKeyOnce.ts'),
  },
];

const THEME_COMMON_REACT_UTILS = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');

// The requests the bundler offers to the replacement (the list's own patterns, no second copy).
const REPLACED_REQUESTS = new RegExp(REPLACEMENTS.map(({request}) => request.source).join('|'));

/** Our module for a request one of the replaced modules' packages makes, or undefined. */
export function replacementOf(resource: {context?: string; request: string}): string | undefined {
  return REPLACEMENTS.find(({from, request}) => request.test(resource.request) && resource.context?.includes(`${path.sep}${from}`))?.to;
}

/**
 * React DOM and its scheduler in an entry chunk of their own, next to main.js. Every page runs
 * them, so nothing is downloaded twice, but the browser now compiles and evaluates them as a script
 * of their own, in a task of their own, before main.js: in Lighthouse's traces main.js's
 * evaluation, the longest task of a page's start, had 15–32 ms of compilation in it. Measured
 * against one entry chunk (Lighthouse mobile, 4 runs each, alternating): main.js's evaluation on
 * the OTM page 45 → 21 ms, blocking time 298 → 216 ms; on the API examples page 330 → 196 ms.
 */
const REACT_DOM_CHUNK = {
  splitChunks: {
    cacheGroups: {
      reactDom: {
        test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
        name: REACT_DOM_CHUNK_NAME,
        chunks: 'initial' as const,
        enforce: true,
        priority: 60,
      },
    },
  },
};

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
 * - When hydration ends, core's browser context (`useIsBrowser`) becomes true and theme-common's
 *   `useWindowSize` turns from "ssr" to the real size, each in a transition (client/): the
 *   re-renders they cause ran as one uninterruptible render right after hydration.
 * - The page's own chunks hand over their modules one task each, after main.js's task
 *   (client/chunkTasks.ts), and theme-common's useShallowMemoObject no longer loads the collation
 *   rules (client/shallowMemo.ts).
 */
export default function pluginPhoneStartup(context: Pick<LoadContext, 'generatedFilesDir'>): Plugin {
  // After the client build wrote the manifest (react-loadable-ssr-addon, in `emit`), before the
  // pages are rendered: the page's own chunks become findable by module path (routeChunks.ts).
  const moduleOrigins = {
    apply(compiler: {hooks: {afterEmit: {tapPromise(name: string, run: () => Promise<void>): void}}}) {
      compiler.hooks.afterEmit.tapPromise('phone-startup', async () => {
        const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
        const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as ClientManifest;
        const modules = registryModules(await readFile(path.join(context.generatedFilesDir, 'registry.js'), 'utf8'));
        await writeFile(manifestPath, JSON.stringify(withModuleOrigins(manifest, modules)));
      });
    },
  };
  return {
    name: 'phone-startup',
    getClientModules: () => [path.resolve(__dirname, 'client/chunkTasks.ts')],
    configureWebpack(config, isServer, {currentBundler}) {
      const {BannerPlugin, Compilation, NormalModuleReplacementPlugin} = currentBundler.instance;
      const replace = new NormalModuleReplacementPlugin(REPLACED_REQUESTS, (resource: {context?: string; request: string}) => {
        resource.request = replacementOf(resource) ?? resource.request;
      });
      // What client/reactUtils.ts re-exports: the file theme-common's `exports` do not list.
      const resolve = {alias: {'@phone-startup/theme-common-react-utils$': THEME_COMMON_REACT_UTILS}};
      if (isServer) return {resolve, plugins: [replace]};
      const compileHint = new BannerPlugin({
        banner: COMPILE_HINT,
        raw: true,
        entryOnly: true,
        test: /\.js$/,
        stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      });
      // Only the production client build writes the manifest (the dev server renders no pages).
      const writesManifest = (config.plugins ?? []).some((plugin) => plugin?.constructor?.name === 'ReactLoadableSSRAddon');
      return {resolve, optimization: REACT_DOM_CHUNK, plugins: [compileHint, replace, ...(writesManifest ? [moduleOrigins] : [])]};
    },
  };
}

/** The plugin takes no options: Docusaurus runs this, so a stray one fails the build by name. */
export function validateOptions({validate, options}: OptionValidationContext<object | undefined, {id: string}>): {id: string} {
  return validate(noOptionsSchema('phone-startup'), options ?? {});
}
