import type {DictionaryContent} from './load';
import {dictionaryAnchor, dictionaryPath, valueSetAnchor} from './types';

/**
 * The machine-readable copy (/pl/docs/api/dictionaries.json) that tools and the Terraform docs
 * read. `null` ids and labels are kept: they mean "not published", and a tool must not treat
 * them as a value.
 */
export interface DictionariesJsonOptions {
  /** Site base URL, '/pl/docs/'. */
  baseUrl: string;
  /** Data file named in the output so that readers know where to fix it. */
  dataFile: string;
}

function pageUrl(baseUrl: string, route: string, anchor: string): string {
  return `${baseUrl.replace(/\/$/, '')}${route}#${anchor}`;
}

export function buildDictionariesJson(content: DictionaryContent, {baseUrl, dataFile}: DictionariesJsonOptions) {
  return {
    schemaVersion: 1,
    source: dataFile,
    description:
      'Słowniki API i stałe wartości pól opisane w dokumentacji. Gdzie stoi null, identyfikator pobierz z API; aktualną listę zwraca GET /dictionaries/{id}.',
    dictionaries: content.dictionaries.map((dictionary) => ({
      id: dictionary.id,
      name: dictionary.name,
      purpose: dictionary.purpose,
      apiPath: dictionaryPath(dictionary.id),
      documentation: pageUrl(baseUrl, content.route, dictionaryAnchor(dictionary.id)),
      fields: dictionary.fields.map(({field, usedIn}) => ({field, usedIn})),
      fieldsNote: dictionary.fieldsNote ?? null,
      items: dictionary.items.map(({id, label, meaning, example}) => ({id, label, meaning, example: example ?? null})),
      note: dictionary.note ?? null,
    })),
    valueSets: content.valueSets.map((valueSet) => ({
      key: valueSet.key,
      name: valueSet.name,
      purpose: valueSet.purpose,
      documentation: pageUrl(baseUrl, content.route, valueSetAnchor(valueSet.key)),
      fields: valueSet.fields.map(({field, usedIn}) => ({field, usedIn})),
      values: valueSet.values.map(({id, label, meaning, example}) => ({id, label, meaning, example: example ?? null})),
      note: valueSet.note ?? null,
    })),
  };
}

export type DictionariesJson = ReturnType<typeof buildDictionariesJson>;

export function serializeJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
