import {readFileSync} from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import type {PluginCreator} from 'postcss';
import {dropUnusedRules, wordsOf} from './src/unusedRules';

/**
 * Patch `infima-unused-rules`: theme-classic gives every page Infima's whole stylesheet as a client
 * module (`getInfimaCSSFile` in its lib/index.js). This postcss step drops the Infima rules whose
 * classes nothing here can render, so the site's own CSS fits its budget.
 */
export const INFIMA_STYLESHEET = path.join(
  path.dirname(require.resolve('infima/package.json', {paths: [require.resolve('@docusaurus/theme-classic')]})),
  'dist/css/default/default.css',
);

/** The theme packages whose components render Infima classes on our pages. */
const THEME_PACKAGES = ['@docusaurus/theme-classic', '@docusaurus/theme-common', '@docusaurus/theme-search-algolia'];

/** An installed package's folder (theme-common's `exports` do not list its package.json). */
function packageFolder(name: string, siteDir: string): string {
  const main = require.resolve(name, {paths: [siteDir]});
  const at = main.lastIndexOf(path.join('node_modules', name));
  return main.slice(0, at + path.join('node_modules', name).length);
}

/** What can put a class on a page: our code, pages and translations, and the themes' components. */
export function classSources(siteDir: string): {cwd: string; patterns: string[]}[] {
  return [
    {
      cwd: siteDir,
      patterns: [
        'docusaurus.config.ts',
        'src/**/*.{ts,tsx,js,jsx,md,mdx}',
        'plugins/**/*.{ts,tsx,js,jsx}',
        'docs/**/*.{md,mdx}',
        'i18n/**/*.{json,md,mdx}',
        '!**/__tests__/**',
        '!**/node_modules/**',
      ],
    },
    ...THEME_PACKAGES.map((name) => ({
      cwd: packageFolder(name, siteDir),
      patterns: ['lib/**/*.js'],
    })),
  ];
}

/** The source files, absolute, in a stable order. */
export function classSourceFiles(siteDir: string): string[] {
  return classSources(siteDir)
    .flatMap(({cwd, patterns}) => globSync(patterns, {cwd, absolute: true}))
    .sort();
}

/**
 * The postcss plugin. It reports every source file (and the site's source folders) as a
 * dependency, so the bundler rebuilds Infima's CSS, in watch mode and from its persistent cache,
 * when a page starts using a class.
 */
export const infimaUnusedRules: PluginCreator<{siteDir: string}> = (options) => {
  const siteDir = options!.siteDir;
  return {
    postcssPlugin: 'framework-patches-infima-unused-rules',
    OnceExit(root, {result}) {
      if (root.source?.input.file !== INFIMA_STYLESHEET) return;
      const files = classSourceFiles(siteDir);
      dropUnusedRules(root, wordsOf(files.map((file) => readFileSync(file, 'utf8'))));
      for (const file of files) result.messages.push({type: 'dependency', plugin: 'framework-patches', file, parent: INFIMA_STYLESHEET});
      for (const dir of ['src', 'plugins', 'docs', 'i18n']) {
        result.messages.push({
          type: 'dir-dependency',
          plugin: 'framework-patches',
          dir: path.join(siteDir, dir),
          glob: '**/*',
          parent: INFIMA_STYLESHEET,
        });
      }
    },
  };
};
infimaUnusedRules.postcss = true;
