import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export interface SearchPluginOptions {
  /** Most suggestions under the search box (the spec's section 2 sets 15). */
  maxSuggestions: number;
  /** Index file name, written at the root of the build (served at baseUrl + this). */
  indexFileName: string;
  /** Route of the full results page relative to the base path (Docusaurus' convention: 'search/'). */
  searchPagePath: string;
  /** Pages offered when a search finds nothing: title and route relative to the base path ('/billing/'). */
  popularPages: readonly PopularPage[];
  /**
   * Module (path relative to the site folder) whose `searchSynonyms` export lists other names of
   * concepts and the pages that explain them (src/buildIndex.ts). A path, not the list itself:
   * plugin options travel to the browser inside the site config, on every page.
   */
  synonymsModule: string | null;
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
  synonymsModule: null,
};

/** What the theme components read through usePluginData('search-pl'). */
export interface SearchGlobalData {
  maxSuggestions: number;
  indexPath: string;
  searchPagePath: string;
  popularPages: readonly PopularPage[];
}

const schema = Joi.object<SearchPluginOptions>({
  maxSuggestions: Joi.number().integer().min(1).max(50).default(defaultOptions.maxSuggestions).messages({
    'number.base': '{{#label}} must be a whole number from 1 to 50 (got {{#value}})',
    'number.integer': '{{#label}} must be a whole number from 1 to 50 (got {{#value}})',
    'number.min': '{{#label}} must be a whole number from 1 to 50 (got {{#value}})',
    'number.max': '{{#label}} must be a whole number from 1 to 50 (got {{#value}})',
  }),
  indexFileName: Joi.string()
    .pattern(/^[a-z0-9][a-z0-9._-]*\.json$/)
    .default(defaultOptions.indexFileName)
    .messages({
      'string.pattern.base': '{{#label}} must be a plain file name ending in .json, no folder, no query string (got "{{#value}}")',
    }),
  searchPagePath: Joi.string()
    .pattern(/^([a-z0-9-]+\/)+$/)
    .default(defaultOptions.searchPagePath)
    .messages({'string.pattern.base': '{{#label}} must be a route like "search/" (got "{{#value}}")'}),
  popularPages: Joi.array()
    .items(
      Joi.object({
        title: Joi.string().pattern(/\S/).required().messages({
          'string.empty': '{{#label}} must be a non-empty title',
          'string.pattern.base': '{{#label}} must be a non-empty title',
        }),
        route: Joi.string()
          .pattern(/^\/([^\s/]+\/)*$/)
          .required()
          .messages({
            'string.pattern.base': '{{#label}} must be a route relative to the base path, like "/billing/faktury/" (got "{{#value}}")',
          }),
      }),
    )
    .default(defaultOptions.popularPages)
    .messages({'array.base': '{{#label}} must be a list of pages, each with a title and a route like "/billing/faktury/"'}),
  synonymsModule: Joi.string()
    .pattern(/^\.\/[\w./-]+\.[cm]?[jt]s$/)
    .allow(null)
    .default(defaultOptions.synonymsModule)
    .messages({
      'string.pattern.base':
        '{{#label}} must be a module path relative to the site folder, like "./plugins/glossary/searchSynonyms.ts" (got "{{#value}}")',
    }),
});

/** Fills the defaults and rejects values the site cannot work with, naming the option (Joi, run by Docusaurus). */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<Partial<SearchPluginOptions> | undefined, SearchPluginOptions>): SearchPluginOptions {
  return validate(schema, options ?? {});
}
