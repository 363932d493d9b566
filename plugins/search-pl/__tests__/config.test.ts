import type {Config} from '@docusaurus/types';
import {ALGOLIA_VARIABLES, algoliaFromEnv} from '../src/algolia';

/** Loads docusaurus.config.ts afresh with the given ALGOLIA_* variables. */
function loadConfig(env: Record<string, string>): Config {
  const saved = {...process.env};
  for (const name of ALGOLIA_VARIABLES) delete process.env[name];
  Object.assign(process.env, env);
  try {
    let config: Config | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      config = (require('../../../docusaurus.config') as {default: Config}).default;
    });
    if (!config) throw new Error('docusaurus.config.ts exported nothing');
    return config;
  } finally {
    process.env = saved;
  }
}

const hosted = {ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_API_KEY: 'search-only-key', ALGOLIA_INDEX_NAME: 'docs_pl'};

/** Our plugin is registered by its path, alone or with its options, so that Docusaurus validates them. */
function usesLocalSearch(config: Config): boolean {
  return (config.plugins ?? []).some((entry) => {
    const plugin = Array.isArray(entry) ? entry[0] : entry;
    return plugin === './plugins/search-pl/index.ts';
  });
}

describe('search configuration', () => {
  it('without the ALGOLIA_* variables uses the local Polish search and no Algolia', () => {
    const config = loadConfig({});
    expect(usesLocalSearch(config)).toBe(true);
    expect(config.themeConfig).not.toHaveProperty('algolia');
  });

  it('with all three variables uses Algolia DocSearch with 15 hits and no local search', () => {
    const config = loadConfig(hosted);
    expect(usesLocalSearch(config)).toBe(false);
    expect(config.themeConfig?.algolia).toEqual({
      appId: 'APP123',
      apiKey: 'search-only-key',
      indexName: 'docs_pl',
      contextualSearch: true,
      searchPagePath: 'search',
      searchParameters: {hitsPerPage: 15},
      placeholder: 'Szukaj...',
    });
  });

  it.each(ALGOLIA_VARIABLES)('fails the build naming %s when only it is missing', (missing) => {
    const env: Record<string, string> = {...hosted};
    delete env[missing];
    expect(() => algoliaFromEnv(env)).toThrow(new RegExp(`missing: ${missing}`));
  });

  it('treats blank values as unset', () => {
    expect(algoliaFromEnv({ALGOLIA_APP_ID: ' ', ALGOLIA_SEARCH_API_KEY: '', ALGOLIA_INDEX_NAME: ''})).toBeNull();
  });

  it('sets the DocSearch v4 modal placeholder in Polish (v4 ignores algolia.placeholder)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const codeJson = require('../../../i18n/pl/code.json') as Record<string, {message: string}>;
    expect(codeJson['theme.SearchModal.searchBox.placeholderText']?.message).toBe('Szukaj...');
    expect(codeJson['theme.SearchBar.label']?.message).toBe('Szukaj...');
  });
});
