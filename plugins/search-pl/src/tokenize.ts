import {foldWithOffsets} from '../../page-data-kit/text/normalize';
import {stem} from './stem';

/**
 * Tokeniser. Words are runs of Unicode letters and digits, so a Polish letter at either edge
 * of a word stays part of it ('gałąź', 'źródło', 'usługą'); the ASCII-only trimmers of some
 * engines cut those words short. Letters and digits joined by '-', '.', '_' or '/' also form a
 * compound ('tier-3', 'v1.standard-2.2', 'x-auth-token'), indexed whole and by its parts, so
 * that product codes match exactly and their parts still match on their own.
 */

export interface Token {
  /** Folded form ('usluga'), the exact key. */
  word: string;
  /** Polish stem of the folded form ('uslug'); equal to `word` for codes and numbers. */
  stem: string;
  /** Offsets of the token in the original (unfolded) text, end exclusive. */
  start: number;
  end: number;
  /** Part of a compound: weighs a little less than a whole word. */
  part: boolean;
}

const WORD = /[\p{L}\p{N}]+(?:[-._/][\p{L}\p{N}]+)*/gu;
const JOINER = /[-._/]/;
/** Long runs (hashes, base64 in code samples) are noise for readers: they are not indexed. */
const MAX_WORD_LENGTH = 40;

/** Splits text into tokens; `limit` caps the count (queries are capped, documents are not). */
export function tokenize(text: string, limit = Number.POSITIVE_INFINITY): Token[] {
  const {folded, original} = foldWithOffsets(text);
  const tokens: Token[] = [];
  for (const match of folded.matchAll(WORD)) {
    if (tokens.length >= limit) break;
    const value = match[0];
    const from = match.index;
    if (value.length > MAX_WORD_LENGTH) continue;
    if (!JOINER.test(value)) {
      tokens.push({word: value, stem: stem(value), start: original(from), end: original(from + value.length), part: false});
      continue;
    }
    tokens.push({word: value, stem: value, start: original(from), end: original(from + value.length), part: false});
    let offset = from;
    for (const piece of value.split(JOINER)) {
      tokens.push({word: piece, stem: stem(piece), start: original(offset), end: original(offset + piece.length), part: true});
      offset += piece.length + 1;
    }
  }
  return tokens;
}
