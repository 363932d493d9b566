import {lineAt, maskCode, type PageSource} from '../../page-data-kit/pageText';
import type {DataProblem} from '../../page-data-kit/problems';
import {dictionaryAnchor, valueSetAnchor, type DictionaryData} from './types';

/** A place where a page uses a dictionary: a component tag or a link to its anchor. */
export interface DictionaryReference {
  file: string;
  line: number;
  /** The text as written, for the error message. */
  source: string;
  /** Anchor the reference needs (`slownik-27`, `wartosci-clonetype`); '' when the tag names none. */
  anchor: string;
}

const COMPONENT = /<DictionaryTable\b([^>]*?)\/?>/g;
const ID_ATTRIBUTE = /\bid=(?:\{\s*(\d+)\s*\}|"(\d+)"|'(\d+)')/;
const FIELD_ATTRIBUTE = /\bfield=(?:"([A-Za-z]+)"|'([A-Za-z]+)'|\{\s*["']([A-Za-z]+)["']\s*\})/;
// Markdown links to the dictionaries page, by file (slowniki.mdx#...) or by route (slowniki/#...).
const LINK = /slowniki(?:\.mdx?)?\/?#((?:slownik|wartosci)-[A-Za-z0-9_-]*)/g;

export function findDictionaryReferences(page: PageSource): DictionaryReference[] {
  const text = maskCode(page.text);
  const references: DictionaryReference[] = [];
  for (const match of text.matchAll(COMPONENT)) {
    const attributes = match[1] ?? '';
    const id = ID_ATTRIBUTE.exec(attributes)?.slice(1).find(Boolean);
    const field = FIELD_ATTRIBUTE.exec(attributes)?.slice(1).find(Boolean);
    const anchor = id ? dictionaryAnchor(Number(id)) : field ? valueSetAnchor(field) : '';
    references.push({file: page.file, line: lineAt(text, match.index), source: match[0], anchor});
  }
  for (const match of text.matchAll(LINK)) {
    references.push({file: page.file, line: lineAt(text, match.index), source: match[0], anchor: match[1] ?? ''});
  }
  return references;
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
  const knownList = `dictionaries ${data.dictionaries.map((d) => d.id).join(', ')}; value sets ${data.valueSets
    .map((v) => v.key)
    .join(', ')}`;
  return references
    .filter((reference) => !known.has(reference.anchor))
    .map((reference) => ({
      file: reference.file,
      entry: `line ${reference.line}`,
      message:
        reference.anchor === ''
          ? `${reference.source} names no dictionary: write id={27} or field="CloneType"`
          : `${reference.source} points to #${reference.anchor}, which is not in ${dataFile} (known: ${knownList})`,
    }));
}
