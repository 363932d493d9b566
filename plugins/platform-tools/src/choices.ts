/**
 * The ids a reader picks by name in the instance request builder, taken from the API
 * dictionaries' data (plugins/api-dictionaries/data): only ids the sources publish. A field whose
 * list is empty asks for the number and names the call that returns it. Pure.
 */
import type {DictionaryData, DictionaryItem} from '../../api-dictionaries/src/types';

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

/** The builder's regions: 'waw' is PL-1-WAW (Warszawa), 'krk' PL-2-KRK (Kraków). */
export type InstanceRegion = 'waw' | 'krk';

/**
 * Published ids of the builder's dictionary fields, with the call that lists them all. Every
 * subregion id the sources publish is one of PL-1-WAW, so Kraków gets none: its reader types the
 * id that GET /subregions returns on the Kraków API host.
 */
export function instanceChoices(data: DictionaryData, region: InstanceRegion = 'waw'): InstanceChoices {
  return {
    TypeId: {choices: published(dictionaryItems(data, 12)), source: 'GET /dictionaries/12'},
    DiskClass: {choices: published(dictionaryItems(data, 17)), source: 'GET /dictionaries/17'},
    SubregionId: {choices: region === 'waw' ? published(valueSetItems(data, 'SubregionId')) : [], source: 'GET /subregions'},
    AuthorizationMethodId: {choices: published(dictionaryItems(data, 159)), source: 'GET /dictionaries/159'},
  };
}
