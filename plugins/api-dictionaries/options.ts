import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {buildJsonPathSchema, pagesDirsSchema, routeSchema} from '../page-data-kit/optionSchemas';

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

const schema = Joi.object<ApiDictionariesOptions>({
  id: Joi.string().default(defaultOptions.id),
  pagesDirs: pagesDirsSchema.default(defaultOptions.pagesDirs),
  outputPath: buildJsonPathSchema('api/dictionaries.json').default(defaultOptions.outputPath),
  dictionariesRoute: routeSchema('/services/api/slowniki/').default(defaultOptions.dictionariesRoute),
});

/** Fills defaults and rejects options that would write outside the build or link nowhere (Joi, run by Docusaurus). */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<ApiDictionariesOptions> | undefined, ApiDictionariesOptions>): ApiDictionariesOptions {
  return validate(schema, options ?? {});
}
