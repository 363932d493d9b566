/**
 * Polish spelling of the pages (issue 37), pure apart from nspell: the words of a page's prose,
 * and a Hunspell dictionary cut down to the stems those words can come from.
 *
 * Why the cut: nspell expands every affix of every stem when it loads, and the whole Polish
 * dictionary (300 000 stems) took 56 s and 700 MB here; the stems that some word of the pages can
 * come from are a few per cent of it. A stem is kept when stripping a suffix the .aff file adds
 * (and putting back what that suffix strips), or the prefix "nie", from some page word gives it;
 * nspell then applies the real rules (flags and conditions) to what is left. bench/spelling.md
 * has the measurements.
 */
import {proseLines} from './contentLint';

/** Suffixes the .aff file adds, each with the endings it strips from the stem. */
export function affixEndings(aff: string): {suffixes: Map<string, Set<string>>; prefixes: Set<string>} {
  const suffixes = new Map<string, Set<string>>();
  const prefixes = new Set<string>();
  for (const line of aff.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts.length < 5 || (parts[0] !== 'SFX' && parts[0] !== 'PFX')) continue;
    const strip = parts[2] === '0' ? '' : parts[2];
    const add = parts[3].split('/')[0];
    const added = add === '0' ? '' : add;
    if (parts[0] === 'PFX') {
      prefixes.add(added);
      continue;
    }
    const strips = suffixes.get(added) ?? new Set<string>();
    strips.add(strip);
    suffixes.set(added, strips);
  }
  return {suffixes, prefixes};
}

/** Every stem a word may come from by one suffix (and at most one prefix). */
export function candidateStems(words: Iterable<string>, endings: ReturnType<typeof affixEndings>): Set<string> {
  const longest = Math.max(0, ...[...endings.suffixes.keys()].map((add) => add.length));
  const stems = new Set<string>();
  const addWord = (word: string) => {
    stems.add(word);
    for (let length = 0; length <= Math.min(longest, word.length - 1); length += 1) {
      const strips = endings.suffixes.get(word.slice(word.length - length));
      if (!strips) continue;
      const base = word.slice(0, word.length - length);
      for (const strip of strips) stems.add(base + strip);
    }
  };
  for (const word of words) {
    for (const form of new Set([word, word.toLocaleLowerCase('pl')])) {
      addWord(form);
      for (const prefix of endings.prefixes) if (prefix !== '' && form.startsWith(prefix)) addWord(form.slice(prefix.length));
    }
  }
  return stems;
}

/** The .dic file with only the stems in `stems` (the first line, the count, rewritten). */
export function cutDictionary(dic: string, stems: ReadonlySet<string>): string {
  const kept = dic
    .split('\n')
    .slice(1)
    .filter((line) => {
      const stem = line.split('/')[0].trim();
      return stem !== '' && (stems.has(stem) || stems.has(stem.toLocaleLowerCase('pl')));
    });
  return [String(kept.length), ...kept].join('\n');
}

/** A word of prose with its line. */
export interface ProseWord {
  word: string;
  line: number;
}

/**
 * The words a reader reads on a page: prose lines without code, link targets, HTML and MDX tags,
 * site-setting tokens, addresses and file names. Words with digits, inner capitals (identifiers)
 * or only capitals (abbreviations) are left out: they are names, not Polish words.
 */
export function proseWords(body: string): ProseWord[] {
  const out: ProseWord[] = [];
  proseLines(body).forEach((raw, index) => {
    if (/^\s*(import|export)\s/.test(raw) || /^\s*\{\/\*.*\*\/\}\s*$/.test(raw)) return;
    const line = raw
      .replace(/^\s*:::\w*/, ' ')
      .replace(/`[^`]*`/g, ' ')
      .replace(/\{\/\*.*?\*\/\}/g, ' ')
      .replace(/\]\([^)]*\)/g, '] ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/%%\w+%%/g, ' ')
      .replace(/\bhttps?:\/\/\S+/g, ' ')
      .replace(/\S+@\S+/g, ' ')
      .replace(/\b[\w.-]+\.(mdx?|json|yaml|yml|txt|ovf|sh|tf|pdf)\b/g, ' ')
      .replace(/\{[^}]*\}/g, ' ');
    for (const match of line.matchAll(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)) {
      for (const word of match[0].split(/[-'’]/)) {
        if (word.length < 2 || /\p{N}/u.test(word)) continue;
        if (/\p{Lu}/u.test(word.slice(1))) continue;
        out.push({word, line: index + 1});
      }
    }
  });
  return out;
}

/** Accepted terms: one a line, `#` starts a comment; compared in lower case. */
export function parseAccepted(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim().toLocaleLowerCase('pl'))
      .filter((line) => line !== ''),
  );
}

export interface Speller {
  correct(word: string): boolean;
}

/** Words neither the dictionary nor the accepted list knows (a capitalised word also in lower case). */
export function misspelled(words: readonly ProseWord[], speller: Speller, accepted: ReadonlySet<string>): ProseWord[] {
  const known = new Map<string, boolean>();
  const ok = (word: string) => {
    const cached = known.get(word);
    if (cached !== undefined) return cached;
    const lower = word.toLocaleLowerCase('pl');
    const result = accepted.has(lower) || speller.correct(word) || speller.correct(lower);
    known.set(word, result);
    return result;
  };
  return words.filter(({word}) => !ok(word));
}
