import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {buildJsonPathSchema, pagesDirsSchema, routeSchema} from '../page-data-kit/optionSchemas';

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

const schema = Joi.object<ErrorCatalogueOptions>({
  id: Joi.string().default(defaultOptions.id),
  pagesDirs: pagesDirsSchema.default(defaultOptions.pagesDirs),
  outputPath: buildJsonPathSchema('api/errors.json').default(defaultOptions.outputPath),
  catalogueRoute: routeSchema('/services/api/kody-bledow/').default(defaultOptions.catalogueRoute),
});

/** Fills defaults and rejects options that would write outside the build or link nowhere (Joi, run by Docusaurus). */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<ErrorCatalogueOptions> | undefined, ErrorCatalogueOptions>): ErrorCatalogueOptions {
  return validate(schema, options ?? {});
}
