import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {REACT_DOM_CHUNK_NAME} from './entryScripts';
import {infimaUnusedRules} from './infimaRules';
import {CODE_BLOCK_CHUNK_NAME, onlyBesideCodeBlock} from './src/codeBlockChunk';
import {registryModules, withModuleOrigins, type ClientManifest} from './routeChunks';
import {activeReplacements, aliases, REPLACED_REQUESTS, replacementOf} from './replacements';
import {patchesOff, PATCHES_OFF_VARIABLE} from './switches';
import {noOptionsSchema} from '../page-data-kit/optionSchemas';

export {aliases, REPLACEMENTS, replacementOf, type Replacement} from './replacements';

/**
 * The one place where the site reaches into Docusaurus, its themes and the bundler runtime for
 * speed or behaviour. Every patch is listed in PATCHES.md (what it replaces, why, how much it
 * gained, when to delete it) and checked against the installed framework by
 * __tests__/canary.test.ts, which fails naming the patch when an upgrade moves what it matches.
 */

/**
 * V8's explicit compile hint: a script whose first line is this comment has all its functions
 * compiled while it streams in, on a background thread, instead of lazily on the main thread
 * (Chrome 136 and later; other engines read a comment). Patch `compile-hint`.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Patch `react-dom-chunk`: React DOM and its scheduler in an entry chunk of their own, next to
 * main.js, so the browser compiles and runs them in a task of their own before main.js.
 */
const REACT_DOM_CHUNK = {
  reactDom: {
    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
    name: REACT_DOM_CHUNK_NAME,
    chunks: 'initial' as const,
    enforce: true,
    priority: 60,
  },
};

/**
 * The theme files that are patches (`mobile-sidebar-on-open`, `navbar-item-types`). A plugin's
 * theme comes after the preset's theme-classic, so its components are the ones `@theme/...`
 * names; the site's own src/theme would still win over them (it has none of these).
 */
export const THEME_PATH = path.resolve(__dirname, 'theme');

/** The theme's CodeBlock as the pages import it: this plugin's file (`code-block-colour-mode`). */
export const CODE_BLOCK_MODULE = path.join(THEME_PATH, 'CodeBlock', 'index.tsx');
const THEME_CONTENT = path.join(__dirname, 'client', 'themeContent.ts');
const THEME_CONTENT_SERVER = path.join(__dirname, 'client', 'themeContent.server.ts');

/**
 * Patch `code-block-on-pages-with-code` (with mdx/fencedCode.ts and theme/MDXComponents/Code):
 * what only the pages with code need, in one chunk they share (src/codeBlockChunk.ts).
 */
const CODE_BLOCK_CHUNK = {
  codeBlock: {
    test: onlyBesideCodeBlock(CODE_BLOCK_MODULE),
    name: CODE_BLOCK_CHUNK_NAME,
    chunks: 'async' as const,
    enforce: true,
    priority: 55,
  },
};

/** The one client module that wraps the bundler's chunk loader, and the prefetch in idle time. */
export const CLIENT_MODULES = [path.resolve(__dirname, 'client/chunkLoader.ts'), path.resolve(__dirname, 'client/idlePrefetch.ts')];

export default function pluginFrameworkPatches(context: Pick<LoadContext, 'generatedFilesDir' | 'siteDir'>): Plugin {
  // Patch `route-chunks`: after the client build wrote the manifest (react-loadable-ssr-addon, in
  // `emit`), before the pages are rendered, the page's own chunks become findable by module path.
  const moduleOrigins = {
    apply(compiler: {hooks: {afterEmit: {tapPromise(name: string, run: () => Promise<void>): void}}}) {
      compiler.hooks.afterEmit.tapPromise('framework-patches', async () => {
        const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
        const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as ClientManifest;
        const modules = registryModules(await readFile(path.join(context.generatedFilesDir, 'registry.js'), 'utf8'));
        await writeFile(manifestPath, JSON.stringify(withModuleOrigins(manifest, modules)));
      });
    },
  };
  // What FRAMEWORK_PATCHES_OFF leaves out of this build (switches.ts): read once, checked by name.
  const off = patchesOff();
  const replacements = activeReplacements(off);
  return {
    name: 'framework-patches',
    getThemePath: () => THEME_PATH,
    getTypeScriptThemePath: () => THEME_PATH,
    configurePostCss(options) {
      // Only builds for readers: under `npm start` every edit of a page would rebuild Infima's CSS,
      // and the bundler's cache would check every source file before the first page.
      if (process.env.NODE_ENV === 'production' && !off.has('infima-unused-rules')) {
        options.plugins.push(infimaUnusedRules({siteDir: context.siteDir}));
      }
      return options;
    },
    getClientModules: () => CLIENT_MODULES.filter((module) => !(off.has('idle-prefetch') && module.endsWith('idlePrefetch.ts'))),
    configureWebpack(config, isServer, {currentBundler}) {
      const {BannerPlugin, Compilation, DefinePlugin, NormalModuleReplacementPlugin} = currentBundler.instance;
      const replace = new NormalModuleReplacementPlugin(REPLACED_REQUESTS, (resource: {context?: string; request: string}) => {
        resource.request = replacementOf(resource, replacements) ?? resource.request;
      });
      // The server renders code blocks highlighted in one pass: its bundle has the theme's block body
      // statically, where the browser's loads it when a block is drawn (patch `code-block-server-lines`).
      const resolve = {alias: {...aliases(undefined, off), ...(isServer ? {[THEME_CONTENT]: THEME_CONTENT_SERVER} : {})}};
      // The chunk loader's wrap reads which of its two patches this build leaves out.
      const switches = new DefinePlugin({[`process.env.${PATCHES_OFF_VARIABLE}`]: JSON.stringify([...off].join(','))});
      if (isServer) return {resolve, plugins: [replace, switches]};
      // Patch `compile-hint`: after minification (which strips comments), before content hashing.
      const compileHint = new BannerPlugin({
        banner: COMPILE_HINT,
        raw: true,
        entryOnly: true,
        test: /\.js$/,
        stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      });
      // Only the production client build writes the manifest (the dev server renders no pages).
      const writesManifest = (config.plugins ?? []).some((plugin) => plugin?.constructor?.name === 'ReactLoadableSSRAddon');
      return {
        resolve,
        optimization: {splitChunks: {cacheGroups: {...(off.has('react-dom-chunk') ? {} : REACT_DOM_CHUNK), ...CODE_BLOCK_CHUNK}}},
        plugins: [
          ...(off.has('compile-hint') ? [] : [compileHint]),
          replace,
          switches,
          ...(writesManifest && !off.has('route-chunks') ? [moduleOrigins] : []),
        ],
      };
    },
  };
}

/** The plugin takes no options: Docusaurus runs this, so a stray one fails the build by name. */
export function validateOptions({validate, options}: OptionValidationContext<object | undefined, {id: string}>): {id: string} {
  return validate(noOptionsSchema('framework-patches'), options ?? {});
}
