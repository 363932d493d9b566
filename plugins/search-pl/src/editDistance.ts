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
