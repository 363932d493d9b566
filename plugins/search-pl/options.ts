export interface SearchPluginOptions {
  /** Most suggestions under the search box (the spec's section 2 sets 15). */
  maxSuggestions: number;
  /** Index file name, written at the root of the build (served at baseUrl + this). */
  indexFileName: string;
  /** Route of the full results page relative to the base path (Docusaurus' convention: 'search/'). */
  searchPagePath: string;
  /** Pages offered when a search finds nothing: title and route relative to the base path ('/billing/'). */
  popularPages: readonly PopularPage[];
}

export interface PopularPage {
  title: string;
  route: string;
}

export const defaultOptions: SearchPluginOptions = {
  maxSuggestions: 15,
  indexFileName: 'search-index.json',
  searchPagePath: 'search/',
  popularPages: [],
};

/** What the theme components read through usePluginData('search-pl'). */
export interface SearchGlobalData {
  maxSuggestions: number;
  indexPath: string;
  searchPagePath: string;
  popularPages: readonly PopularPage[];
}

/** Merges the defaults and rejects values the site cannot work with, naming the option. */
export function validateOptions(options: unknown = {}): SearchPluginOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new Error(`search-pl options must be an object, got ${JSON.stringify(options)}`);
  }
  // Docusaurus adds the plugin instance `id` itself.
  const given = Object.fromEntries(Object.entries(options).filter(([key]) => key !== 'id'));
  const unknownKeys = Object.keys(given).filter((key) => !(key in defaultOptions));
  if (unknownKeys.length > 0) {
    throw new Error(`search-pl: unknown option(s) ${unknownKeys.join(', ')}; known: ${Object.keys(defaultOptions).join(', ')}`);
  }
  const merged: SearchPluginOptions = {...defaultOptions, ...(given as Partial<SearchPluginOptions>)};
  const fail = (name: keyof SearchPluginOptions, rule: string) => {
    throw new Error(`search-pl option ${name} = ${JSON.stringify(merged[name])}: ${rule}`);
  };
  if (!Number.isInteger(merged.maxSuggestions) || merged.maxSuggestions < 1 || merged.maxSuggestions > 50) {
    fail('maxSuggestions', 'must be a whole number from 1 to 50');
  }
  if (!/^[a-z0-9][a-z0-9._-]*\.json$/.test(merged.indexFileName)) {
    fail('indexFileName', 'must be a plain file name ending in .json (no folder, no query string)');
  }
  if (!/^([a-z0-9-]+\/)+$/.test(merged.searchPagePath)) fail('searchPagePath', "must be a route like 'search/'");
  const popular = merged.popularPages as unknown;
  if (
    !Array.isArray(popular) ||
    popular.some(
      (page: unknown) =>
        typeof page !== 'object' ||
        page === null ||
        typeof (page as PopularPage).title !== 'string' ||
        (page as PopularPage).title.trim() === '' ||
        typeof (page as PopularPage).route !== 'string' ||
        !/^\/([^\s/]+\/)*$/.test((page as PopularPage).route),
    )
  ) {
    fail('popularPages', "must be a list of {title, route} with a non-empty title and a route like '/billing/faktury/'");
  }
  return merged;
}
