import {checkDictionaryReferences, findDictionaryReferences} from './references';
import {DataValidationError} from '../../page-data-kit/problems';
import type {PageSource} from '../../page-data-kit/pageText';
import {PLUGIN_NAME, type DictionaryData} from './types';
import {validateDictionaryData} from './validate';

/** What the plugin hands to the components (a data module made with createData, imported only by the pages that show it) and to dictionaries.json. */
export interface DictionaryContent extends DictionaryData {
  /** Route of the page that renders every dictionary, relative to the base path. */
  route: string;
}

/**
 * Validates the data, then every page's use of it, and returns the content; throws one error
 * listing every problem. Pure: the caller reads the pages.
 */
export function loadDictionaryContent(
  data: unknown,
  pages: readonly PageSource[],
  {dataFile, route}: {dataFile: string; route: string},
): DictionaryContent {
  const dataProblems = validateDictionaryData(data, dataFile);
  if (dataProblems.length > 0) throw new DataValidationError(PLUGIN_NAME, dataProblems);
  const valid = data as DictionaryData;
  const references = pages.flatMap(findDictionaryReferences);
  const pageProblems = checkDictionaryReferences(references, valid, dataFile);
  if (pageProblems.length > 0) throw new DataValidationError(PLUGIN_NAME, pageProblems);
  return {dictionaries: valid.dictionaries, valueSets: valid.valueSets, route};
}
