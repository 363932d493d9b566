import type {OptionValidationContext} from '@docusaurus/types';

export interface ErrorCatalogueOptions {
  /** Plugin instance id: Docusaurus namespaces the generated data module by it; one instance is expected. */
  id: string;
  /** Folders, relative to the site, whose .md/.mdx pages are checked for links to entries. */
  pagesDirs: string[];
  /** Where the machine-readable copy is written, relative to the build folder (so under the base path). */
  outputPath: string;
  /** Route of the page that renders `<ErrorCatalogue />`, relative to the base path; `<ErrorCode />` links there. */
  catalogueRoute: string;
}

export const defaultOptions: ErrorCatalogueOptions = {
  id: 'default',
  pagesDirs: ['docs'],
  outputPath: 'api/errors.json',
  catalogueRoute: '/services/api/kody-bledow/',
};

/** Fills defaults and rejects options that would write outside the build or link nowhere. */
export function validateOptions({
  options,
}: OptionValidationContext<Partial<ErrorCatalogueOptions> | undefined, ErrorCatalogueOptions>): ErrorCatalogueOptions {
  const merged: ErrorCatalogueOptions = {...defaultOptions, ...options};
  if (!Array.isArray(merged.pagesDirs) || merged.pagesDirs.some((dir) => typeof dir !== 'string' || dir === '')) {
    throw new Error('[error-catalogue] pagesDirs must be a list of folder names, like ["docs"]');
  }
  if (!/^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.json$/i.test(merged.outputPath)) {
    throw new Error(`[error-catalogue] outputPath must be a relative .json path, like api/errors.json (got "${merged.outputPath}")`);
  }
  if (!/^\/([a-z0-9._-]+\/)*$/.test(merged.catalogueRoute)) {
    throw new Error(`[error-catalogue] catalogueRoute must be a route with a trailing slash, like /services/api/kody-bledow/ (got "${merged.catalogueRoute}")`);
  }
  return merged;
}
