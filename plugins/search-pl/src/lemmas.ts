import {foldDiacritics} from '../../page-data-kit/text/normalize';

/**
 * The pure parts of the Morfologik form→lemma map (issue 39's lemmatiser candidate). Java runs
 * only at generation time (scripts/lemmas.mjs) and prints the analyses; this module reads them,
 * makes the committed map and the keys an engine would compare. The measurement against our
 * stemmer is scripts/bench-lemmatiser.mjs (figures in bench/search-results.md): the map is not
 * used by the site, which keeps src/stem.ts.
 */

/** Lemmas of each form, as morfologik-tools' dict_apply prints them: `form => lemma tags`, one line per analysis. */
export function parseAnalyses(output: string): Map<string, string[]> {
  const analyses = new Map<string, string[]>();
  for (const line of output.split('\n')) {
    const match = /^(\S+) => (\S+)(?: \S+)?$/u.exec(line.trim());
    // An unknown form ('snapshotów => [not found]') has no entry.
    if (!match || match[2].startsWith('[')) continue;
    const [, form, lemma] = match;
    let lemmas = analyses.get(form);
    if (!lemmas) analyses.set(form, (lemmas = []));
    if (!lemmas.includes(lemma)) lemmas.push(lemma);
  }
  return analyses;
}

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
}

/**
 * One lemma for a form with several ('konta' is 'konto' or 'kont'): the one sharing the longest
 * start with the form, then the dictionary's first, in lower case (a proper name's lemma,
 * 'Windows', counts as 'windows').
 */
export function chooseLemma(form: string, lemmas: readonly string[]): string {
  const lower = form.toLowerCase();
  let best = lemmas[0].toLowerCase();
  let bestPrefix = commonPrefix(lower, best);
  for (const lemma of lemmas.slice(1)) {
    const candidate = lemma.toLowerCase();
    const prefix = commonPrefix(lower, candidate);
    if (prefix > bestPrefix) [best, bestPrefix] = [candidate, prefix];
  }
  return best;
}

/**
 * The committed map: every analysed form, folded, with its folded lemma (a word that is its own
 * lemma included, so that "known to the dictionary" stays visible). Two spellings that fold alike
 * keep the first analysed; words with digits are left out. Sorted by form.
 */
export function lemmaMap(analyses: ReadonlyMap<string, readonly string[]>): Record<string, string> {
  const entries = new Map<string, string>();
  for (const [form, lemmas] of analyses) {
    const folded = foldDiacritics(form);
    if (entries.has(folded) || /\d/.test(folded)) continue;
    entries.set(folded, foldDiacritics(chooseLemma(form, lemmas)));
  }
  return Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The map as committed: JSON with one form per line, so a regenerated map diffs by word. */
export function formatLemmaMap(map: Readonly<Record<string, string>>): string {
  const lines = Object.entries(map).map(([form, lemma]) => `  ${JSON.stringify(form)}: ${JSON.stringify(lemma)}`);
  return lines.length === 0 ? '{}\n' : `{\n${lines.join(',\n')}\n}\n`;
}

/**
 * What an engine would have to ship to compare `key(lemma)` instead of our stem: folded form →
 * key of its lemma, only where that differs from our stem of the form, so unknown and unchanged
 * words cost nothing (our stemmer answers for them).
 */
export function lemmaKeys(
  map: Readonly<Record<string, string>>,
  ownStem: (folded: string) => string,
  key: (foldedLemma: string) => string,
): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const [form, lemma] of Object.entries(map)) {
    const lemmaKey = key(lemma);
    if (lemmaKey !== ownStem(form)) keys[form] = lemmaKey;
  }
  return keys;
}
