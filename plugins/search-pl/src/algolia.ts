/**
 * Hosted search (Algolia DocSearch) instead of the local index, chosen at build time: with
 * ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME all set the site uses
 * @docusaurus/theme-search-algolia (which preset-classic adds when `themeConfig.algolia` is
 * present); with none of them it uses the local search plugin; never both. Some but not all
 * set is a deployment mistake and fails the build naming the missing ones.
 */

export const ALGOLIA_VARIABLES = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/** The part of `themeConfig.algolia` this site sets (see @docusaurus/theme-search-algolia). */
export interface AlgoliaThemeConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Filters hits by language and docs version, which the DocSearch crawler records. */
  contextualSearch: boolean;
  /** Same results page as local search: /pl/docs/search/?q= */
  searchPagePath: string;
  /** hitsPerPage caps the suggestions like the local box (spec section 2: 15). */
  searchParameters: {hitsPerPage: number};
  /** DocSearch v3 reads it; v4 reads theme.SearchModal.searchBox.placeholderText (i18n/pl/code.json). */
  placeholder: string;
}

export function algoliaFromEnv(env: Readonly<Record<string, string | undefined>>, maxHits = 15): AlgoliaThemeConfig | null {
  const values = ALGOLIA_VARIABLES.map((name) => env[name]?.trim() ?? '');
  const missing = ALGOLIA_VARIABLES.filter((_name, index) => values[index] === '');
  if (missing.length === ALGOLIA_VARIABLES.length) return null;
  if (missing.length > 0) {
    throw new Error(
      `Algolia search needs all of ${ALGOLIA_VARIABLES.join(', ')}; missing: ${missing.join(', ')}. Unset all three for local search.`,
    );
  }
  const [appId, apiKey, indexName] = values;
  return {
    appId,
    apiKey,
    indexName,
    contextualSearch: true,
    searchPagePath: 'search',
    searchParameters: {hitsPerPage: maxHits},
    placeholder: 'Szukaj...',
  };
}
