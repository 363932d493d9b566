import type {SearchSynonyms} from './buildIndex';
import type {QueryExpansion} from './types';

/**
 * Query expansions: when a query holds a word of every `when` group, the words of `add` are
 * searched too, as alternatives for those words (they count for the words they stand for, never
 * against a page that lacks them). Two sources, both data: the reviewed intent list
 * (data/intents.json: a question in plain words → the terms the pages use) and the glossary's
 * other names (an English word or an abbreviation → the Polish term).
 */

/** One reviewed intent as data/intents.json writes it. */
export interface Intent extends QueryExpansion {
  /** A short name for reviews and error messages. */
  id: string;
  /** Why the mapping holds, in a sentence: the reviewer's note. */
  why: string;
}

const WORD = /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u;

/**
 * Checks the intent list and returns it typed; throws one message naming every bad entry (the
 * build fails with it), so a typo in the data never ships a silent no-op.
 */
export function validateIntents(data: unknown, source = 'data/intents.json'): Intent[] {
  const problems: string[] = [];
  if (!Array.isArray(data)) throw new Error(`search-pl: ${source} must be a list of intents`);
  const ids = new Set<string>();
  data.forEach((entry: unknown, index) => {
    const at = `${source} [${index}]`;
    if (typeof entry !== 'object' || entry === null) return void problems.push(`${at}: not an object`);
    const {id, why, when, add} = entry as Record<string, unknown>;
    const name = typeof id === 'string' && id ? `${at} "${id}"` : at;
    if (typeof id !== 'string' || !/^[a-z0-9-]+$/.test(id)) problems.push(`${name}: id must be lower-case letters, digits and hyphens`);
    else if (ids.has(id)) problems.push(`${name}: id used twice`);
    else ids.add(id);
    if (typeof why !== 'string' || why.trim().length < 10) problems.push(`${name}: why must say in a sentence why the mapping holds`);
    const words = (value: unknown) =>
      Array.isArray(value) && value.length > 0 && value.every((word) => typeof word === 'string' && WORD.test(word));
    if (!Array.isArray(when) || when.length === 0 || !when.every(words))
      problems.push(`${name}: when must be a non-empty list of groups, each a non-empty list of single words`);
    if (!Array.isArray(add) || add.length === 0 || !add.every((phrase) => typeof phrase === 'string' && phrase.trim() !== ''))
      problems.push(`${name}: add must be a non-empty list of words or phrases`);
  });
  if (problems.length > 0) throw new Error(`search-pl: invalid intents:\n- ${problems.join('\n- ')}`);
  return data as Intent[];
}

/**
 * The glossary's English names and abbreviations as expansions: each other name of a concept
 * written in plain ASCII letters (an English form, an abbreviation; names[0] is the preferred
 * term) stands for the preferred term, so "VM limit" also searches "maszyna wirtualna limit".
 * Names with Polish letters are Polish aliases, which the pages that explain the concept already
 * carry in their description (buildIndex.ts); names that share a word with the term give nothing.
 * One-word names of a concept share one entry, as alternatives: the index stays small.
 */
export function glossaryExpansions(synonyms: readonly SearchSynonyms[]): QueryExpansion[] {
  const expansions: QueryExpansion[] = [];
  const words = (name: string) => name.split(/[^\p{L}\p{N}._-]+/u).filter((word) => WORD.test(word));
  for (const {names} of synonyms) {
    const [term, ...others] = names;
    if (!term) continue;
    const termWords = new Set(words(term).map((word) => word.toLowerCase()));
    const single: string[] = [];
    for (const name of new Set(others)) {
      const own = words(name);
      if (own.length === 0 || !/^[\x20-\x7e]+$/.test(name) || own.some((word) => termWords.has(word.toLowerCase()))) continue;
      if (own.length === 1) single.push(own[0]);
      else expansions.push({when: own.map((word) => [word]), add: [term]});
    }
    if (single.length > 0) expansions.push({when: [[...new Set(single)]], add: [term]});
  }
  return expansions;
}
