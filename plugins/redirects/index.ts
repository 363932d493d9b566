import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateRules, type RedirectsPluginOptions} from './options';
import {planRedirectFiles, redirectHtml} from './redirectFiles';

/** Page routes of a build, relative to the base path ('/billing/faktury/'). */
function pageRoutes(routesPaths: readonly string[], baseUrl: string): string[] {
  return routesPaths
    .filter((path) => path.startsWith(baseUrl) && path.endsWith('/'))
    .map((path) => `/${path.slice(baseUrl.length)}`)
    .filter((route) => route !== '/search/');
}

export default function pluginRedirects(_context: LoadContext, {rules}: RedirectsPluginOptions): Plugin<unknown> {
  validateRules(rules);
  return {
    name: 'docs-redirects',
    getThemePath: () => resolve(__dirname, 'theme'),
    getTypeScriptThemePath: () => resolve(__dirname, 'theme'),
    getClientModules: () => [resolve(__dirname, 'client/canonicalAddress.ts')],
    async contentLoaded({actions}) {
      actions.setGlobalData({rules});
    },
    async postBuild({routesPaths, outDir, baseUrl}) {
      const routes = pageRoutes(routesPaths, baseUrl);
      validateRules(rules, new Set(routes));
      // Written last, never over an existing file: a clash means a page and a redirect share a path.
      for (const {file, target} of planRedirectFiles(routes, rules, baseUrl)) {
        const path = join(outDir, file);
        await mkdir(dirname(path), {recursive: true});
        await writeFile(path, redirectHtml(target), {flag: 'wx'}).catch((error: NodeJS.ErrnoException) => {
          throw new Error(`Redirect file ${file} (to ${target}) clashes with an existing file of the build: ${error.code}`);
        });
      }
    },
  };
}

export {validateOptions} from './options';
