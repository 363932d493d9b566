import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export interface ApiReferenceOptions {
  /** Plugin instance id: Docusaurus namespaces the generated module by it; one instance is expected. */
  id: string;
  /** Where the JSON document is written, relative to the build folder (so under the base path). */
  jsonPath: string;
  /** Where the YAML document is written, relative to the build folder. */
  yamlPath: string;
  /** Route of the dictionaries page, relative to the base path; dictionary links point at it. */
  dictionariesRoute: string;
  /** Route of the error catalogue, relative to the base path; error answers link it. */
  errorsRoute: string;
}

const buildFile = (extension: string) =>
  Joi.string()
    .pattern(new RegExp(`^[a-z0-9_-]+(/[a-z0-9_-]+)*\\.${extension}$`, 'i'))
    .message(`{{#label}} must be a relative .${extension} path inside the build, like openapi.${extension} (got "{{#value}}")`);
const route = Joi.string()
  .pattern(/^\/([a-z0-9._-]+\/)*$/)
  .message('{{#label}} must be a route with a trailing slash, like /services/api/slowniki/ (got "{{#value}}")');

const schema = Joi.object<ApiReferenceOptions>({
  id: Joi.string().default('default'),
  jsonPath: buildFile('json').default('openapi.json'),
  yamlPath: buildFile('yaml').default('openapi.yaml'),
  dictionariesRoute: route.default('/services/api/slowniki/'),
  errorsRoute: route.default('/services/api/kody-bledow/'),
});

/** Fills defaults and rejects paths outside the build or routes without a trailing slash. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<ApiReferenceOptions> | undefined, ApiReferenceOptions>): ApiReferenceOptions {
  return validate(schema, options ?? {});
}
