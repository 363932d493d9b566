/**
 * The ids a reader picks by name in the instance request builder, taken from the API
 * dictionaries' data (plugins/api-dictionaries/data): only ids the sources publish. A field whose
 * list is empty asks for the number and names the call that returns it. Pure.
 */
import type {DictionaryData, DictionaryItem} from '../../api-dictionaries/public';

export interface Choice {
  id: number;
  label: string;
}

export interface ChoiceList {
  choices: Choice[];
  /** The call that returns every id of the field (the published ones are a part). */
  source: string;
}

export interface InstanceChoices {
  TypeId: ChoiceList;
  DiskClass: ChoiceList;
  SubregionId: ChoiceList;
  AuthorizationMethodId: ChoiceList;
}

/** The first sentence of a meaning ("Klucze SSH. Podaj też…" → "Klucze SSH"). */
function firstSentence(text: string): string {
  return text.split(/\.(?:\s|$)/)[0].trim();
}

function published(items: readonly DictionaryItem[]): Choice[] {
  return items
    .filter((item): item is DictionaryItem & {id: number} => item.id !== null)
    .map((item) => ({id: item.id, label: `${item.label ?? firstSentence(item.meaning)} (${item.id})`}));
}

function dictionaryItems(data: DictionaryData, id: number): readonly DictionaryItem[] {
  return data.dictionaries.find((dictionary) => dictionary.id === id)?.items ?? [];
}

function valueSetItems(data: DictionaryData, key: string): readonly DictionaryItem[] {
  return data.valueSets.find((valueSet) => valueSet.key === key)?.values ?? [];
}

export type Region = 'waw' | 'krk';

/**
 * The region whose subregions the data's SubregionId values are. Facts supplement ("Subregion
 * names and ids"): the published ids 1, 4, 5, 6 and 7 are all in PL-1-WAW, no source gives the
 * Kraków ones (GET /subregions lists them), and Warsaw's must never be offered for Kraków.
 */
export const PUBLISHED_SUBREGIONS_REGION: Region = 'waw';

/** Published ids of the builder's dictionary fields for `region`, with the call that lists them all. */
export function instanceChoices(data: DictionaryData, region: Region = PUBLISHED_SUBREGIONS_REGION): InstanceChoices {
  const subregions = region === PUBLISHED_SUBREGIONS_REGION ? published(valueSetItems(data, 'SubregionId')) : [];
  return {
    TypeId: {choices: published(dictionaryItems(data, 12)), source: 'GET /dictionaries/12'},
    DiskClass: {choices: published(dictionaryItems(data, 17)), source: 'GET /dictionaries/17'},
    SubregionId: {choices: subregions, source: 'GET /subregions'},
    AuthorizationMethodId: {choices: published(dictionaryItems(data, 159)), source: 'GET /dictionaries/159'},
  };
}
