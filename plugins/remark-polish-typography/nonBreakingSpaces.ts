/** U+00A0: a space at which a line may not break. */
export const NO_BREAK_SPACE = '\u00a0';

// A one-letter word starts the text or follows whitespace or an opening bracket or quote;
// `/a` or `x-a` inside an address or a compound is not a word of its own.
const OPENERS = '\\s(\\[{„"«\'‘“';

function escapeForClass(letters: string): string {
  return letters.replace(/[\\\]^-]/g, '\\$&');
}

/** Where a text node sits among its inline siblings. */
export interface TextPlacement {
  /** The text begins a line or a block, so its first character may begin a word. */
  startsWord: boolean;
  /** More inline content (a link, bold text, inline code) follows on the same line. */
  continues: boolean;
}

/**
 * Replaces the spaces (or the soft line break) after every one-letter word with one no-break
 * space. A one-letter word at the very end of the text is bound to the inline content that follows, when there is some.
 */
export function bindSingleLetterWords(text: string, letters: string, placement: TextPlacement): string {
  const before = `(?<=${placement.startsWord ? '^|' : ''}[${OPENERS}])`;
  const word = `([${escapeForClass(letters)}])`;
  const ending = placement.continues ? '(?=\\S|$)' : '(?=\\S)';
  return text.replace(new RegExp(`${before}${word}[ \\t\\r\\n]+${ending}`, 'gu'), `$1${NO_BREAK_SPACE}`);
}
