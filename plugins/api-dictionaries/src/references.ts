import type {PageSource} from '../../page-data-kit/pageText';
import type {DataProblem} from '../../page-data-kit/problems';
import {attributeValue, checkReferences, findReferences, type PageReference, type ReferenceSyntax} from '../../page-data-kit/references';
import {dictionaryAnchor, valueSetAnchor, type DictionaryData} from './types';

/** A place where a page uses a dictionary: a component tag or a link to its anchor. */
export type DictionaryReference = PageReference;

const ID_ATTRIBUTE = /\bid=(?:\{\s*(\d+)\s*\}|"(\d+)"|'(\d+)')/;
const FIELD_ATTRIBUTE = /\bfield=(?:"([A-Za-z]+)"|'([A-Za-z]+)'|\{\s*["']([A-Za-z]+)["']\s*\})/;

const SYNTAX: ReferenceSyntax = {
  component: /<DictionaryTable\b([^>]*?)\/?>/g,
  anchorOf(attributes) {
    const id = attributeValue(ID_ATTRIBUTE, attributes);
    const field = attributeValue(FIELD_ATTRIBUTE, attributes);
    return id ? dictionaryAnchor(Number(id)) : field ? valueSetAnchor(field) : '';
  },
  // Markdown links to the dictionaries page, by file (slowniki.mdx#...) or by route (slowniki/#...).
  link: /slowniki(?:\.mdx?)?\/?#((?:slownik|wartosci)-[A-Za-z0-9_-]*)/g,
};

export function findDictionaryReferences(page: PageSource): DictionaryReference[] {
  return findReferences(page, SYNTAX);
}

/** References to a dictionary or value set that the data does not have. */
export function checkDictionaryReferences(
  references: readonly DictionaryReference[],
  data: DictionaryData,
  dataFile: string,
): DataProblem[] {
  const known = new Set([
    ...data.dictionaries.map((dictionary) => dictionaryAnchor(dictionary.id)),
    ...data.valueSets.map((valueSet) => valueSetAnchor(valueSet.key)),
  ]);
  const dictionaries = data.dictionaries.map((dictionary) => dictionary.id).join(', ');
  const valueSets = data.valueSets.map((valueSet) => valueSet.key).join(', ');
  return checkReferences(references, {
    known,
    dataFile,
    unnamed: 'names no dictionary: write id={27} or field="CloneType"',
    knownHint: `known: dictionaries ${dictionaries}; value sets ${valueSets}`,
  });
}
