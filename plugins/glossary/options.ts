import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export interface GlossaryOptions {
  /** Plugin instance id: Docusaurus namespaces the generated data module by it; one instance is expected. */
  id: string;
  /** Docs folder, relative to the site: page links are checked against its pages. */
  docsDir: string;
  /** Route of the glossary page, relative to the docs base path; term links point at `<route>#<id>`. */
  glossaryRoute: string;
  /** Where the machine-readable copy is written, relative to the build folder (so under the base path). */
  outputPath: string;
}

export const defaultOptions: GlossaryOptions = {
  id: 'default',
  docsDir: 'docs',
  glossaryRoute: '/slowniczek/',
  outputPath: 'api/glossary.json',
};

const schema = Joi.object<GlossaryOptions>({
  id: Joi.string().default(defaultOptions.id),
  docsDir: Joi.string()
    .pattern(/^[\w-]+(\/[\w-]+)*$/)
    .default(defaultOptions.docsDir)
    .messages({
      'string.pattern.base': '"docsDir" must be a folder of the site, like "docs"',
    }),
  glossaryRoute: Joi.string()
    .pattern(/^\/([a-z0-9._-]+\/)*$/)
    .default(defaultOptions.glossaryRoute)
    .messages({
      'string.pattern.base': '"glossaryRoute" must be a route with a trailing slash, like "/slowniczek/"',
    }),
  outputPath: Joi.string()
    .pattern(/^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.json$/i)
    .default(defaultOptions.outputPath)
    .messages({
      'string.pattern.base': '"outputPath" must be a relative .json path inside the build, like "api/glossary.json"',
    }),
});

/** Fills the defaults and rejects options that would write outside the build or link nowhere. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<GlossaryOptions> | undefined, GlossaryOptions>): GlossaryOptions {
  return validate(schema, options ?? {});
}
