import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import type {HomeContent} from './src/home';

/** A file of the build that llms.txt names besides the pages (the OpenAPI document, data files). */
export interface IndexedFile {
  /** Path inside the build folder (so under the base path): `openapi.json`. */
  path: string;
  label: string;
  description: string;
}

export interface MarkdownTwinsOptions {
  id: string;
  /** Where the index and the full text are written, relative to the build folder. */
  llmsTxtPath: string;
  llmsFullTxtPath: string;
  /** The one-line summary under the title of llms.txt; by default the site's tagline and the platform name. */
  summary?: string;
  /** Files llms.txt lists before the pages; each must exist in the build (checked by the e2e build test). */
  files: IndexedFile[];
  /** The home page's texts and links: with them the build writes its twin (`index.md` at the root). */
  home?: HomeContent;
}

export const defaultOptions: MarkdownTwinsOptions = {
  id: 'default',
  llmsTxtPath: 'llms.txt',
  llmsFullTxtPath: 'llms-full.txt',
  files: [
    {
      path: 'llms-full.txt',
      label: 'Pełna treść dokumentacji',
      description: 'wszystkie strony w Markdown w jednym pliku, w kolejności menu bocznego',
    },
    {
      path: 'openapi.json',
      label: 'Dokument OpenAPI 3.1 (JSON)',
      description: 'opis REST API usług: wywołania, parametry, modele, serwery regionów i zakresy tokenów',
    },
    {path: 'openapi.yaml', label: 'Dokument OpenAPI 3.1 (YAML)', description: 'ten sam dokument w formacie YAML'},
    {
      path: 'api/dictionaries.json',
      label: 'Słowniki API (JSON)',
      description: 'identyfikatory i znaczenia elementów słowników opisanych w dokumentacji',
    },
    {path: 'api/errors.json', label: 'Katalog błędów (JSON)', description: 'kody odpowiedzi i sytuacje błędów z opisem, co zrobić'},
    {path: 'api/glossary.json', label: 'Słowniczek pojęć (JSON)', description: 'pojęcia platformy z definicjami i innymi nazwami'},
  ],
};

const buildPath = (example: string) =>
  Joi.string()
    .pattern(/^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.[a-z]+$/i)
    .messages({'string.pattern.base': `{{#label}} must be a relative file path inside the build, like ${example} (got "{{#value}}")`});

const homeLinks = Joi.array()
  .items(
    Joi.object({
      title: Joi.string().trim().min(1).required(),
      to: Joi.string()
        .pattern(/^\/([^\s#]*\/)?(#\S+)?$/)
        .required()
        .messages({'string.pattern.base': '{{#label}} must be a route with its trailing slash, like /billing/ (got "{{#value}}")'}),
      description: Joi.string().trim().min(1),
    }),
  )
  .min(1);

const schema = Joi.object<MarkdownTwinsOptions>({
  id: Joi.string().default(defaultOptions.id),
  llmsTxtPath: buildPath('llms.txt').default(defaultOptions.llmsTxtPath),
  llmsFullTxtPath: buildPath('llms-full.txt').default(defaultOptions.llmsFullTxtPath),
  summary: Joi.string()
    .trim()
    .min(1)
    .pattern(/^[^\n]+$/)
    .messages({'string.pattern.base': '{{#label}} must be one line'}),
  files: Joi.array()
    .items(
      Joi.object({
        path: buildPath('openapi.json').required(),
        label: Joi.string().trim().min(1).required(),
        description: Joi.string().allow('').required(),
      }),
    )
    .default(defaultOptions.files),
  home: Joi.object({
    title: Joi.string().trim().min(1).required(),
    description: Joi.string().trim().min(1).required(),
    lead: Joi.string().trim().min(1).required(),
    tasksHeading: Joi.string().trim().min(1).required(),
    tasks: homeLinks.required(),
    linksHeading: Joi.string().trim().min(1).required(),
    links: homeLinks.required(),
  }),
});

/** Fills defaults and rejects paths outside the build (Joi, run by Docusaurus). */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<MarkdownTwinsOptions> | undefined, MarkdownTwinsOptions>): MarkdownTwinsOptions {
  return validate(schema, options ?? {});
}
