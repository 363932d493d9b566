/**
 * A light Polish stemmer working on folded text (see normalize.ts): it strips one inflectional
 * ending and undoes the commonest consonant alternations at the end of the stem, so that the
 * cases and numbers of a word meet ('dysk', 'dysku', 'dysków', 'dyskami' → 'dysk';
 * 'usługa', 'usług', 'usłudze' → 'uslug'; 'obiekt', 'obiekcie' → 'obiekt').
 *
 * It runs on the folded form so that a query typed without diacritics stems exactly like the
 * text: 'uslugach' and 'usługach' give the same stem. Its output is only ever compared with
 * its own output, so stems need not be words. Measured against the relevance set in
 * bench/search/queries.ts; the word list with expected stems is in __tests__/stem.test.ts.
 */

// Longest first: the first ending that leaves a long enough stem wins.
const ENDINGS = [
  'iami',
  'iach',
  'owie',
  'iego',
  'iemu',
  'ami',
  'iej',
  'ach',
  'iom',
  'owi',
  'iem',
  'ego',
  'emu',
  'ymi',
  'imi',
  'ych',
  'ich',
  'cie',
  'dze',
  'om',
  'ow',
  'em',
  'ym',
  'im',
  'ej',
  'ia',
  'ie',
  'ii',
  'io',
  'iu',
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
] as const;

const MIN_WORD = 4;
const MIN_STEM = 3;

/** Stem after an ending was removed: the alternation the ending caused, undone. */
function restore(base: string, ending: string): string {
  // Locative and dative soften the last consonant: obiekt → obiekcie, usługa → usłudze. After a
  // vowel '-cie' is far more often a verbal noun ('użycie', 'ujęcie'), which keeps its 'c'.
  if (ending === 'cie') return /[aeiouy]$/.test(base) ? `${base}c` : `${base}t`;
  if (ending === 'dze') return `${base}g`;
  // metoda → metodzie, miasto → mieście (folded 'miescie' is caught by 'cie' above).
  if (ending === 'ie' && base.endsWith('dz')) return base.slice(0, -1);
  return base;
}

/** Alternations visible in the bare stem, undone whatever the ending was. */
function unify(stemmed: string): string {
  let result = stemmed;
  // serwer → serwerze, lekarz → lekarza: 'rz' and 'r' meet as 'r'.
  if (result.endsWith('rz')) result = result.slice(0, -1);
  // Mobile e: klaster → klastra, przypadek → przypadku, koniec → końca.
  if (result.length > MIN_STEM + 2) {
    if (result.endsWith('ter')) result = `${result.slice(0, -2)}r`;
    else if (result.endsWith('iec')) result = `${result.slice(0, -3)}c`;
    else if (result.endsWith('ek')) result = `${result.slice(0, -2)}k`;
  }
  return result;
}

/**
 * Stem of one folded word. Words with digits (codes, numbers: '2fa', 'tier3', '429') and
 * words shorter than four letters ('ovs', 'api', 'ssh') are returned as they are.
 */
export function stem(word: string): string {
  let stemmed = memo.get(word);
  if (stemmed === undefined) {
    stemmed = stemUncached(word);
    // A page's vocabulary is a few thousand words: memoising makes indexing several times faster.
    if (memo.size < MEMO_LIMIT) memo.set(word, stemmed);
  }
  return stemmed;
}

const memo = new Map<string, string>();
const MEMO_LIMIT = 100_000;

function stemUncached(word: string): string {
  if (word.length < MIN_WORD || /\d/.test(word)) return word;
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) {
      return unify(restore(word.slice(0, -ending.length), ending));
    }
  }
  return unify(word);
}

// Derivational endings on a stem: verbal nouns (-owanie, -anie, -enie), infinitives (-ować,
// -ać, -ić, -yć, -eć) and relational adjectives (-owy). Longest first.
const DERIVATIONS = ['owac', 'owan', 'ien', 'an', 'en', 'ow', 'ac', 'ic', 'yc', 'ec'] as const;
const MIN_ROOT = 4;

/**
 * The root shared by a word and its derivations, one step below the stem: 'powiększanie',
 * 'powiększenie' and 'powiększyć' → 'powieksz'; 'dostępowy' and 'dostęp' → 'dostep'. It
 * conflates more than the stem, so the engine weighs a root match lower than a stem match.
 */
export function root(stemmed: string): string {
  if (/\d/.test(stemmed)) return stemmed;
  for (const ending of DERIVATIONS) {
    if (stemmed.endsWith(ending) && stemmed.length - ending.length >= MIN_ROOT) return stemmed.slice(0, -ending.length);
  }
  return stemmed;
}
