/**
 * Levenshtein distance: the fewest single-character insertions, deletions and substitutions
 * that turn `a` into `b`. With a `limit`, gives up as soon as the distance must exceed it and
 * returns `limit + 1` (the did-you-mean search only wants words one or two edits away). Pure:
 * the search's correction (suggest.ts) and the not-found page's closest addresses
 * (plugins/redirects/notFound.ts) both measure with it.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({length: b.length + 1}, (_value, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein without re-editing a moved pair): like
 * editDistance, but two neighbouring letters typed in the wrong order ('snapshto', 'fakutra')
 * count as one edit, as readers make that slip more often than any other. Same `limit` contract.
 */
export function transpositionDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_value, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      let distance = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, beforePrevious[j - 2] + 1);
      current[j] = distance;
      best = Math.min(best, distance);
    }
    // A transposition can lower the next row by one from the row before this one, so stop only
    // when both rows are past the limit.
    if (best > limit && Math.min(...previous) > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[b.length], limit + 1);
}

/**
 * How many edits a word of this length may be away from a known word and still count as the
 * same word: none below five letters (too many neighbours), one up to eight, two from nine.
 */
export function typoBudget(length: number): number {
  return length < 5 ? 0 : length < 9 ? 1 : 2;
}
