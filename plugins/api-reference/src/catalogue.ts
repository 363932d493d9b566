import {dictionaryAnchor, valueSetAnchor, type DictionaryData} from '../../api-dictionaries/public';
import type {DictionaryCatalogue, DictionaryEntry} from './types';

/**
 * The entries of the dictionaries page (plugins/api-dictionaries data): a dictionary the data
 * does not describe gets no link, only its id, until someone documents it there.
 */
export function dictionaryCatalogue(data: DictionaryData, route: string): DictionaryCatalogue {
  return {
    dictionaries: new Map<number, DictionaryEntry>(
      data.dictionaries.map((entry) => [entry.id, {anchor: dictionaryAnchor(entry.id), name: entry.name}]),
    ),
    valueSets: new Map<string, DictionaryEntry>(
      data.valueSets.map((entry) => [entry.key, {anchor: valueSetAnchor(entry.key), name: entry.name}]),
    ),
    route,
  };
}
