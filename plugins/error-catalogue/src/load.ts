import {DataValidationError} from '../../page-data-kit/problems';
import type {PageSource} from '../../page-data-kit/pageText';
import {checkErrorReferences, findErrorReferences} from './references';
import {PLUGIN_NAME, type ErrorCatalogueData} from './types';
import {validateErrorCatalogue} from './validate';

/** What the plugin hands to the components (a data module made with createData, imported only by the pages that show it) and to errors.json. */
export interface ErrorCatalogueContent extends ErrorCatalogueData {
  /** Route of the catalogue page, relative to the base path; `<ErrorCode />` links there. */
  route: string;
}

/**
 * Validates the catalogue, then every page's use of it, and returns the content; throws one
 * error listing every problem. Pure: the caller reads the pages.
 */
export function loadErrorCatalogue(
  data: unknown,
  pages: readonly PageSource[],
  {dataFile, route}: {dataFile: string; route: string},
): ErrorCatalogueContent {
  const dataProblems = validateErrorCatalogue(data, dataFile);
  if (dataProblems.length > 0) throw new DataValidationError(PLUGIN_NAME, dataProblems);
  const valid = data as ErrorCatalogueData;
  const pageProblems = checkErrorReferences(pages.flatMap(findErrorReferences), valid, dataFile);
  if (pageProblems.length > 0) throw new DataValidationError(PLUGIN_NAME, pageProblems);
  return {areas: valid.areas, errors: valid.errors, route};
}
