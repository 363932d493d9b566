import type {GlossaryEntry} from './types';

/**
 * Polish alphabetical order and the letter index of the glossary page. Pure, so the order the
 * reader sees is tested without rendering.
 */
const collator = new Intl.Collator('pl', {sensitivity: 'base', numeric: true});

export function compareTerms(a: string, b: string): number {
  return collator.compare(a, b) || a.localeCompare(b, 'pl');
}

export function sortGlossary<T extends Pick<GlossaryEntry, 'term'>>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => compareTerms(a.term, b.term));
}

/** Heading letter of a term: its first letter upper-cased (Ł, Ś, Ż stay letters of their own); `#` for a digit or sign. */
export function letterOf(term: string): string {
  const first = term.trim().charAt(0).toLocaleUpperCase('pl');
  return /\p{L}/u.test(first) ? first : '#';
}

/** Anchor of a letter section; letters outside ASCII get a readable ASCII name. */
export function letterAnchor(letter: string): string {
  const ascii: Record<string, string> = {Ą: 'a1', Ć: 'c1', Ę: 'e1', Ł: 'l1', Ń: 'n1', Ó: 'o1', Ś: 's1', Ź: 'z1', Ż: 'z2', '#': 'inne'};
  return `litera-${ascii[letter] ?? letter.toLowerCase()}`;
}

export interface LetterGroup<T> {
  letter: string;
  anchor: string;
  entries: T[];
}

/** Entries in Polish order, grouped under their letters (letters in Polish order too). */
export function groupByLetter<T extends Pick<GlossaryEntry, 'term'>>(entries: readonly T[]): LetterGroup<T>[] {
  const groups: LetterGroup<T>[] = [];
  for (const entry of sortGlossary(entries)) {
    const letter = letterOf(entry.term);
    const last = groups.at(-1);
    if (last?.letter === letter) last.entries.push(entry);
    else groups.push({letter, anchor: letterAnchor(letter), entries: [entry]});
  }
  return groups;
}
