import type {OptionValidationContext} from '@docusaurus/types';

export interface ApiDictionariesOptions {
  /** Plugin instance id: Docusaurus namespaces the generated data module by it; one instance is expected. */
  id: string;
  /** Folders, relative to the site, whose .md/.mdx pages are checked for dictionary references. */
  pagesDirs: string[];
  /** Where the machine-readable copy is written, relative to the build folder (so under the base path). */
  outputPath: string;
  /** Route of the page that renders every dictionary, relative to the base path; other pages link to it. */
  dictionariesRoute: string;
}

export const defaultOptions: ApiDictionariesOptions = {
  id: 'default',
  pagesDirs: ['docs'],
  outputPath: 'api/dictionaries.json',
  dictionariesRoute: '/services/api/slowniki/',
};

/** Fills defaults and rejects options that would write outside the build or link nowhere. */
export function validateOptions({
  options,
}: OptionValidationContext<Partial<ApiDictionariesOptions> | undefined, ApiDictionariesOptions>): ApiDictionariesOptions {
  const merged: ApiDictionariesOptions = {...defaultOptions, ...options};
  if (!Array.isArray(merged.pagesDirs) || merged.pagesDirs.some((dir) => typeof dir !== 'string' || dir === '')) {
    throw new Error('[api-dictionaries] pagesDirs must be a list of folder names, like ["docs"]');
  }
  if (!/^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.json$/i.test(merged.outputPath)) {
    throw new Error(`[api-dictionaries] outputPath must be a relative .json path, like api/dictionaries.json (got "${merged.outputPath}")`);
  }
  if (!/^\/([a-z0-9._-]+\/)*$/.test(merged.dictionariesRoute)) {
    throw new Error(`[api-dictionaries] dictionariesRoute must be a route with a trailing slash, like /services/api/slowniki/ (got "${merged.dictionariesRoute}")`);
  }
  return merged;
}
