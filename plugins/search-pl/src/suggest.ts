import {editDistance} from './editDistance';
import {foldDiacritics} from './normalize';

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * "Czy chodziło o …?" for a query that found nothing: each word of 4 or more letters that the
 * index does not know is replaced by the closest indexed word (diacritics ignored), at most one
 * edit away, or two for words of 8 or more letters. Returns null when no word changes. Pure.
 */
export function didYouMean(query: string, vocabulary: readonly string[]): string | null {
  const known = new Set(vocabulary);
  let changed = false;
  const corrected = query.trim().replace(WORD, (word) => {
    const folded = foldDiacritics(word);
    if (folded.length < 4 || known.has(folded) || /\d/.test(folded)) return word;
    const limit = folded.length >= 8 ? 2 : 1;
    let best: {word: string; distance: number} | null = null;
    for (const candidate of vocabulary) {
      if (candidate.length < 3) continue;
      const distance = editDistance(folded, candidate, limit);
      // Closest first; between equals the more specific (longer) word, then alphabetical.
      if (distance <= limit && (!best || distance < best.distance || (distance === best.distance && candidate.length > best.word.length))) {
        best = {word: candidate, distance};
      }
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? corrected : null;
}
