import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import {loadThemeAliases} from '@docusaurus/core/lib/webpack/aliases';
import themeClassic from '@docusaurus/theme-classic';
import pluginFrameworkPatches, {THEME_PATH} from '../index';
import {packageDir, REPOSITORY_ROOT} from '../canary/canary';

/**
 * The theme files that are patches live in this plugin's theme folder. Docusaurus' own alias
 * builder (core, as installed) gets the themes in the order the site loads them: the classic
 * preset's theme-classic, then the site's plugins in docusaurus.config.ts order (a preset's themes
 * come before the site's plugins: canary `theme-order`), then the site's src/theme, which wins.
 */
const config = (jest.requireActual('../../../docusaurus.config') as {default: Config}).default;
const PATCHED = [
  'Navbar/MobileSidebar',
  'NavbarItem/ComponentTypes',
  'CodeBlock',
  'CodeBlock/Content',
  'CodeBlock/Content/String',
  'MDXComponents/Code',
];

function siteThemes(): {path: string; getThemePath: () => string}[] {
  const classicDir = path.join(packageDir('@docusaurus/theme-classic'), 'lib');
  const context = {
    i18n: {currentLocale: 'pl', localeConfigs: {pl: {direction: 'ltr'}}},
    siteStorage: {},
    siteConfig: {themeConfig: {prism: {additionalLanguages: []}}},
  };
  const classic = themeClassic(context as never, {customCss: []} as never);
  const plugins = (config.plugins ?? [])
    .map((entry) => (Array.isArray(entry) ? entry[0] : entry))
    .filter((entry): entry is string => typeof entry === 'string' && entry.startsWith('./plugins/'))
    .map((entry) => {
      const dir = path.join(REPOSITORY_ROOT, path.dirname(entry));
      const ours =
        dir === path.dirname(THEME_PATH) ? pluginFrameworkPatches({generatedFilesDir: '', siteDir: ''}).getThemePath!() : undefined;
      return {path: dir, getThemePath: () => ours ?? path.join(dir, 'theme')};
    })
    .filter((plugin) => existsSync(plugin.getThemePath()));
  return [{path: classicDir, getThemePath: () => classic.getThemePath!()}, ...plugins];
}

it("is the plugin's theme folder, and the site registers the plugin as a plugin after the classic preset", () => {
  expect(pluginFrameworkPatches({generatedFilesDir: '', siteDir: ''}).getThemePath!()).toBe(path.join(__dirname, '..', 'theme'));
  expect(config.presets?.map((preset) => (Array.isArray(preset) ? preset[0] : preset))).toContain('classic');
  expect(config.plugins).toContain('./plugins/framework-patches/index.ts');
  expect(config.themes ?? []).toEqual([]);
});

it.each(PATCHED)("@theme/%s is ours, and its @theme-init is theme-classic's", async (component) => {
  const aliases = await loadThemeAliases({siteDir: REPOSITORY_ROOT, plugins: siteThemes() as never});
  expect(require.resolve(aliases[`@theme/${component}`]!)).toBe(require.resolve(path.join(THEME_PATH, component)));
  const classic = path.join(packageDir('@docusaurus/theme-classic'), 'lib', 'theme', component);
  expect(require.resolve(aliases[`@theme-init/${component}`]!)).toBe(require.resolve(classic));
});
