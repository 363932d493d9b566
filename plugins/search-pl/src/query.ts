import {STOP_WORDS} from './stopwords';
import {tokenize} from './tokenize';

/** One word of the reader's query, as the engine matches it. */
export interface QueryTerm {
  /** Folded form ('uslugach'). */
  word: string;
  /** Its stem ('uslug'). */
  stem: string;
  /** Parts of a compound ('tier-3' → ['tier', '3']), used when the compound itself is unknown. */
  parts: readonly string[];
  /** The last word while the reader is still typing it: it also matches longer words. */
  prefix: boolean;
  /** For an unknown compound, its family ('tier-' for 'tier-3'), set by the engine. */
  family?: string;
}

import {MAX_QUERY_LENGTH} from './limits';
import {normalizePastedPath} from './pathQuery';

export {MAX_QUERY_LENGTH, queryForUrl} from './limits';
export const MAX_QUERY_TERMS = 10;

/**
 * Turns what the reader typed into terms: folded, stemmed, Polish function words dropped
 * (unless nothing else is left). `typing` marks the last word as a prefix when the text does
 * not end with a space, as in the suggestion box.
 */
export function parseQuery(input: string, {typing = false}: {typing?: boolean} = {}): QueryTerm[] {
  const text = normalizePastedPath(input.slice(0, MAX_QUERY_LENGTH));
  const tokens = tokenize(text);
  const terms: QueryTerm[] = [];
  let lastEnd = -1;
  for (let i = 0; i < tokens.length && terms.length < MAX_QUERY_TERMS; i++) {
    const token = tokens[i];
    if (token.part) continue;
    const parts: string[] = [];
    while (tokens[i + 1]?.part) parts.push(tokens[++i].word);
    terms.push({word: token.word, stem: token.stem, parts, prefix: false});
    lastEnd = tokens[i].end;
  }
  const last = terms.at(-1);
  if (typing && last && lastEnd === text.length) last.prefix = true;
  const unique = terms.filter((term, index) => terms.findIndex((other) => other.word === term.word) === index);
  // Function words and stray single letters ('x' of a pasted tag) carry no topic; digits do ('5 GB').
  const content = unique.filter((term) => !STOP_WORDS.has(term.word) && !/^\p{L}$/u.test(term.word));
  return content.length > 0 ? content : unique;
}
