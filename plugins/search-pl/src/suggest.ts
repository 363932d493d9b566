import {transpositionDistance} from '../../page-data-kit/text/editDistance';
import {foldDiacritics} from '../../page-data-kit/text/normalize';

const WORD = /[\p{L}\p{N}]+/gu;

export interface DidYouMeanOptions {
  /**
   * The spelling the pages use for a folded word ('snapshotow' → 'snapshotów'), so a correction
   * is offered with its diacritics (SearchEngine.surfaceForms()). Words missing here stay folded.
   */
  surfaces?: ReadonlyMap<string, string>;
  /**
   * Whether a corrected query is worth offering: the box passes "it finds something", so a
   * suggestion is never worse than what the reader typed.
   */
  accept?: (corrected: string) => boolean;
}

/**
 * "Czy chodziło o …?" for a query that found nothing: each word of 4 or more letters that the
 * index does not know is replaced by the closest indexed word (diacritics ignored, two letters
 * in the wrong order count as one edit), at most one edit away, or two for words of 8 or more
 * letters, and written as the pages spell it. Returns null when no word changes or the corrected
 * query is not accepted. Pure.
 */
export function didYouMean(query: string, vocabulary: readonly string[], {surfaces, accept}: DidYouMeanOptions = {}): string | null {
  const known = new Set(vocabulary);
  let changed = false;
  const corrected = query.trim().replace(WORD, (word) => {
    const folded = foldDiacritics(word);
    if (folded.length < 4 || known.has(folded) || /\d/.test(folded)) return word;
    const limit = folded.length >= 8 ? 2 : 1;
    let best: {word: string; distance: number} | null = null;
    for (const candidate of vocabulary) {
      if (candidate.length < 3 || Math.abs(candidate.length - folded.length) > limit) continue;
      const distance = transpositionDistance(folded, candidate, limit);
      // Closest first; between equals the more specific (longer) word, then alphabetical.
      if (distance <= limit && (!best || distance < best.distance || (distance === best.distance && candidate.length > best.word.length))) {
        best = {word: candidate, distance};
      }
    }
    if (!best) return word;
    changed = true;
    return surfaces?.get(best.word) ?? best.word;
  });
  if (!changed) return null;
  return !accept || accept(corrected) ? corrected : null;
}

/**
 * The spelling of each folded word as the texts write it most often, for words whose spelling
 * differs from their folded form ('snapshotów' for 'snapshotow'; upper case is not kept).
 */
export function surfaceForms(texts: Iterable<string>): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  // Only words with a letter outside ASCII can differ from their folded form.
  const NON_ASCII_WORD = /[\p{L}\p{N}]*[^\p{ASCII}][\p{L}\p{N}]*/gu;
  for (const text of texts) {
    for (const [match] of text.matchAll(NON_ASCII_WORD)) {
      const spelled = match.toLowerCase();
      const folded = foldDiacritics(spelled);
      if (folded === spelled || !/^[\p{L}\p{N}]+$/u.test(spelled)) continue;
      let forms = counts.get(folded);
      if (!forms) counts.set(folded, (forms = new Map()));
      forms.set(spelled, (forms.get(spelled) ?? 0) + 1);
    }
  }
  const result = new Map<string, string>();
  for (const [folded, forms] of counts) {
    let best = '';
    let bestCount = 0;
    for (const [spelled, count] of forms) {
      if (count > bestCount || (count === bestCount && spelled < best)) [best, bestCount] = [spelled, count];
    }
    result.set(folded, best);
  }
  return result;
}
