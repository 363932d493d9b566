/** Options of the Polish typography remark plugin. */
export interface PolishTypographyOptions {
  /**
   * Letters that form one-letter words which must not end a line. Polish typesetting binds
   * the conjunctions and prepositions a, i, o, u, w, z (and their capitals) to the next word.
   */
  letters?: string;
}

export const DEFAULT_LETTERS = 'aiouwzAIOUWZ';

/** Resolves the options, rejecting anything but single letters so the pattern stays sound. */
export function validateOptions(options: PolishTypographyOptions = {}): Required<PolishTypographyOptions> {
  const letters = options.letters ?? DEFAULT_LETTERS;
  if (letters === '' || !/^\p{L}+$/u.test(letters)) {
    throw new Error(`remark-polish-typography: "letters" must be a non-empty string of letters, got ${JSON.stringify(letters)}`);
  }
  return {letters};
}
