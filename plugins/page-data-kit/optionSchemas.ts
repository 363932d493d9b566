import {Joi} from '@docusaurus/utils-validation';

// Option rules the data plugins share, each with a message that shows the expected form, so a
// typo in docusaurus.config.ts fails the build saying what to write instead.

/** Folders of the site whose pages the plugin reads, like ["docs"]. */
export const pagesDirsSchema = Joi.array()
  .items(Joi.string().pattern(/^[\w-]+(\/[\w-]+)*$/))
  .min(1)
  .messages({
    'array.base': '{{#label}} must be a list of folder names, like ["docs"]',
    'array.min': '{{#label}} must be a list of folder names, like ["docs"]',
    'string.base': '{{#label}} must be a folder name of the site, like "docs"',
    'string.empty': '{{#label}} must be a folder name of the site, like "docs"',
    'string.pattern.base': '{{#label}} must be a folder name of the site, like "docs" (got "{{#value}}")',
  });

/** A .json file written inside the build folder (so under the base path), like `example`. */
export function buildJsonPathSchema(example: string) {
  return Joi.string()
    .pattern(/^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.json$/i)
    .messages({'string.pattern.base': `{{#label}} must be a relative .json path inside the build, like ${example} (got "{{#value}}")`});
}

/** A route relative to the base path, with its trailing slash, like `example`. */
export function routeSchema(example: string) {
  return Joi.string()
    .pattern(/^\/([a-z0-9._-]+\/)*$/)
    .messages({'string.pattern.base': `{{#label}} must be a route with a trailing slash, like ${example} (got "{{#value}}")`});
}

/** For plugins without options: anything given is a mistake worth a clear message. */
export function noOptionsSchema(pluginName: string) {
  return Joi.object({}).messages({'object.unknown': `{{#label}} is not an option of ${pluginName}: it takes none`});
}
