/**
 * Text normalisation shared by the index and the query, so that both sides always agree:
 * lower case, compatibility forms unified (NFKC: full-width letters, ligatures) and every
 * diacritic folded ('usługą' and 'usluga' become the same key, in both directions).
 */

// Letters that carry their stroke in the glyph itself: NFD does not split them into a base
// letter and a combining mark, so they need an explicit mapping ('łódź' must match 'lodz').
const STROKED: Readonly<Record<string, string>> = {ł: 'l', đ: 'd', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i'};
const STROKED_PATTERN = /[łđøßæœı]/g;
const COMBINING_MARKS = /\p{M}+/gu;

/** Lower case with Polish (and other) diacritics removed: 'Łączność' → 'lacznosc'. */
export function foldDiacritics(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(STROKED_PATTERN, (letter) => STROKED[letter] ?? letter);
}

/**
 * Folds text and maps every folded character back to the original one it came from, so that
 * highlighting marks the reader's own spelling ('Usługą') of a match found on 'usluga'.
 * Polish folds letter for letter, so the common case keeps offsets as they are; only text
 * whose length changes (ligatures, 'ß') is folded one character at a time.
 */
export function foldWithOffsets(text: string): {folded: string; original: (index: number) => number} {
  const whole = foldDiacritics(text);
  if (whole.length === text.length) return {folded: whole, original: (index) => index};
  let folded = '';
  const offsets: number[] = [];
  let index = 0;
  for (const character of text) {
    const piece = foldDiacritics(character);
    for (let i = 0; i < piece.length; i++) offsets.push(index);
    folded += piece;
    index += character.length;
  }
  return {folded, original: (at) => offsets[at] ?? text.length};
}
