import {dictionaryData} from '../../api-dictionaries/public';
import {terraformExamples, terraformSurface, terraformTexts} from '../data';
import {dictionaryCatalogue} from './catalogue';
import {terraformPages} from './terraformPages';

export const DICTIONARIES_ROUTE = '/services/api/slowniki/';

/** The Terraform reference pages as the build's data gives them. */
export function buildTerraformPages() {
  return terraformPages({
    surface: terraformSurface,
    texts: terraformTexts,
    examples: terraformExamples,
    dictionaries: dictionaryCatalogue(dictionaryData, DICTIONARIES_ROUTE),
  });
}
