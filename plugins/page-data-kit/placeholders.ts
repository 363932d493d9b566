/**
 * The one list of words that mark unfinished text (the content brief's words). Pages (the content
 * lint of tests/content and scripts/check-mdx.mjs) and the data plugins' reader-facing texts
 * (problems.ts) are checked against it, so a word added here is refused everywhere.
 */
export const PLACEHOLDER_WORDS: readonly string[] = [
  'lorem ipsum',
  'TODO',
  'TBD',
  'FIXME',
  'w przygotowaniu',
  'coming soon',
  'placeholder',
];

/** Any of the words, as a whole word and in any case. */
export const PLACEHOLDER_PATTERN = new RegExp(`\\b(?:${PLACEHOLDER_WORDS.join('|')})\\b`, 'i');
