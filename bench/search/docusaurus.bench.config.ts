import {resolve} from 'node:path';
import type {Config, PluginConfig} from '@docusaurus/types';
import site from '../../docusaurus.config';

/**
 * The site's configuration with the search swapped, for scripts/bench-search.mjs only:
 * SEARCH_BENCH_VARIANT = shipped | none | easyops-default | easyops-pl.
 * Built with `docusaurus build --config bench/search/docusaurus.bench.config.ts`.
 */
const variant = process.env.SEARCH_BENCH_VARIANT ?? 'shipped';

const easyopsSite = {docsRouteBasePath: '/', indexBlog: false};
const easyops: Record<string, PluginConfig> = {
  // The plugin's defaults; only where the docs live is told (it cannot guess a root route base path).
  'easyops-default': ['@easyops-cn/docusaurus-search-local', easyopsSite],
  // The configuration the site had before issue 9.
  'easyops-pl': [
    '@easyops-cn/docusaurus-search-local',
    {
      ...easyopsSite,
      language: ['pl'],
      hashed: 'filename',
      searchResultLimits: 15,
      searchResultContextMaxLength: 60,
      explicitSearchResultPath: true,
      highlightSearchTermsOnTargetPage: false,
    },
  ],
};

if (!['shipped', 'none', ...Object.keys(easyops)].includes(variant)) {
  throw new Error(`SEARCH_BENCH_VARIANT=${variant}: use shipped, none, easyops-default or easyops-pl`);
}

// Registered by path, alone or with its options (docusaurus.config.ts).
const isLocalSearch = (plugin: PluginConfig) => (Array.isArray(plugin) ? plugin[0] : plugin) === './plugins/search-pl/index.ts';
// Docusaurus resolves './plugins/x' from the config file's folder: anchor them at the site instead.
const siteDir = resolve(__dirname, '../..');
const anchored = (plugin: PluginConfig): PluginConfig => {
  if (typeof plugin === 'string' && plugin.startsWith('./')) return resolve(siteDir, plugin);
  if (Array.isArray(plugin) && typeof plugin[0] === 'string' && plugin[0].startsWith('./')) return [resolve(siteDir, plugin[0]), plugin[1]];
  return plugin;
};

const config: Config = {
  ...site,
  plugins: (site.plugins ?? []).filter((plugin) => variant === 'shipped' || !isLocalSearch(plugin)).map(anchored),
  themes: [...(site.themes ?? []), ...(easyops[variant] ? [easyops[variant]] : [])],
};

export default config;
